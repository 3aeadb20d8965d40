import { Body1, Button, Caption1, makeStyles, Spinner, Subtitle2, Title2, tokens } from "@fluentui/react-components";
import { EditRegular, HatGraduationRegular } from "@fluentui/react-icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { ObjectiveSlot } from "@wordloom/shared/model";
import { isProduct, LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { useNotify } from "../../ui/toasts";
import { exercisesPath, objectivePath } from "../paths";
import { learningKeys } from "../queries";
import { QuestionnaireGate } from "../questionnaire/QuestionnaireGate";
import { useJourney } from "../use-learning";
import { BadgeSteps } from "./BadgeSteps";
import { JourneyPath } from "./JourneyPath";

const useStyles = makeStyles({
  root: { display: "grid", gap: "24px", maxWidth: "1120px", margin: "0 auto", width: "100%", minWidth: 0 },
  hero: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    gap: "16px",
    alignItems: "center",
    padding: "20px 24px",
    borderRadius: tokens.borderRadiusXLarge,
    backgroundImage: `linear-gradient(120deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 70%)`,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    "@media (max-width: 760px)": { gridTemplateColumns: "1fr" },
  },
  heroText: { display: "grid", gap: "8px", minWidth: 0 },
  titleRow: { display: "flex", alignItems: "center", gap: "10px" },
  icon: { fontSize: "30px", color: tokens.colorBrandForeground1 },
  stats: { display: "flex", gap: "24px", flexWrap: "wrap", alignItems: "center" },
  stat: { display: "grid", gap: "2px" },
  figure: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  actions: { display: "grid", gap: "8px", justifyItems: "stretch" },
});

/**
 * app/timeline, "Your Path to Proficient Writing" (spec document 3 §2.11, document 1 §2, §7): the
 * learner's level 'x.y', the 5-step badge, and the path of levels with "You are here" and each
 * objective slot's Start / Take action, which leads where the action is done.
 */
export const TimelinePage = () => {
  const styles = useStyles();
  const params = useParams();
  const product = isProduct(params.product) ? params.product : "writing";
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const journey = useJourney();
  const start = useMutation({
    mutationFn: (slot: ObjectiveSlot) => api.startObjective({ params: { id: slot.id } }),
    onSuccess: async (slot) => {
      await queryClient.invalidateQueries({ queryKey: learningKeys.journey() });
      void navigate(objectivePath(product, slot.path));
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
  const act = (slot: ObjectiveSlot) =>
    slot.status === "NotAttempted" ? start.mutate(slot) : void navigate(objectivePath(product, slot.path));
  const data = journey.data;

  return (
    <section className={styles.root} aria-labelledby="timeline-title">
      <div className={styles.hero}>
        <div className={styles.heroText}>
          <div className={styles.titleRow}>
            <HatGraduationRegular className={styles.icon} aria-hidden />
            <Title2 as="h1" id="timeline-title">
              {LEARNING_MESSAGES.timelineTitle}
            </Title2>
          </div>
          <Body1>Each level has a few objectives: complete them in Wordloom — exercises, checks, creations — and your level rises.</Body1>
          {data ? (
            <div className={styles.stats}>
              <div className={styles.stat}>
                <Caption1>Level</Caption1>
                <span className={styles.figure} aria-label={`Level ${data.level}`}>
                  {data.level}
                </span>
                <Subtitle2>{data.levelTitle}</Subtitle2>
              </div>
              <div className={styles.stat}>
                <Caption1>Badge</Caption1>
                <BadgeSteps earned={data.userBadge} />
              </div>
              <div className={styles.stat}>
                <Caption1>Credits</Caption1>
                <span className={styles.figure}>{data.credits}</span>
              </div>
            </div>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" size="large" onClick={() => void navigate(exercisesPath(product))}>
            Writing exercises
          </Button>
          <Button
            appearance="secondary"
            icon={<EditRegular />}
            onClick={() => {
              const next = new URLSearchParams(search);
              next.set("questionnaire", "1");
              setSearch(next);
            }}
          >
            {data?.questionnaireAnswered ? "Change my goals" : "Plan my path"}
          </Button>
        </div>
      </div>
      {journey.isPending ? <Spinner label="Loading your path" /> : null}
      {journey.isError ? <p role="alert">Your path could not be loaded. Please retry.</p> : null}
      {data ? <JourneyPath journey={data} busySlot={start.isPending ? (start.variables?.id ?? null) : null} onAction={act} /> : null}
      <QuestionnaireGate />
    </section>
  );
};
