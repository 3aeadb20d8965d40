import { Badge, Body1, Button, Caption1, makeStyles, Spinner, Title2, tokens } from "@fluentui/react-components";
import { ArrowRightRegular, HatGraduationRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { ExerciseType, Submission } from "@wordloom/shared/model";
import { isProduct, LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { exercisesPath, submissionPath, timelinePath } from "../paths";
import { ExercisePlayer } from "../player/ExercisePlayer";
import { QuestionnaireGate } from "../questionnaire/QuestionnaireGate";
import { useExerciseTypes, useReloadSubmission, useResubmit, useSubmissions } from "../use-learning";
import { Carousel } from "./Carousel";
import { ExerciseTypeCard } from "./ExerciseTypeCard";
import { SubmissionCard } from "./SubmissionCard";
import { SubmissionDetailDialog } from "./SubmissionDetailDialog";

const useStyles = makeStyles({
  root: { display: "grid", gap: "28px", maxWidth: "1240px", margin: "0 auto", width: "100%", minWidth: 0 },
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap" },
  titleRow: { display: "flex", alignItems: "center", gap: "10px", flexWrap: "wrap" },
  icon: { fontSize: "28px", color: tokens.colorBrandForeground1 },
  stats: { display: "flex", alignItems: "center", gap: "10px", flexWrap: "wrap" },
  empty: {
    padding: "28px",
    textAlign: "center",
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
  },
});

/** A type named by the route (`?type=` id or slug), when it can be played. */
const typeFrom = (types: readonly ExerciseType[] | undefined, wanted: string | null) =>
  wanted ? types?.find((type) => (type.id === wanted || type.slug === wanted) && !type.locked) : undefined;

/**
 * The writing exercises screen (spec document 3 §2.10): the Writing Exercises carousel of types
 * (locked above the learner's level), Your Evaluation (submissions not pending), the player and
 * the submission detail popup (also opened by a submission's id in the route).
 */
export const ExercisesPage = () => {
  const styles = useStyles();
  const params = useParams();
  const product = isProduct(params.product) ? params.product : "writing";
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const types = useExerciseTypes();
  const submissions = useSubmissions();
  const resubmit = useResubmit();
  const reload = useReloadSubmission();
  const [playing, setPlaying] = useState<ExerciseType | null>(null);
  const routeType = typeFrom(types.data?.items, search.get("type"));
  const current = playing ?? routeType ?? null;
  const openSubmission = params.submissionId ?? null;

  const stopPlaying = () => {
    setPlaying(null);
    if (search.has("type")) {
      const next = new URLSearchParams(search);
      next.delete("type");
      setSearch(next, { replace: true });
    }
  };
  const showSubmission = (id: string) => {
    stopPlaying();
    void navigate(submissionPath(product, id));
  };

  return (
    <section className={styles.root} aria-labelledby="exercises-title">
      <div className={styles.header}>
        <div className={styles.titleRow}>
          <HatGraduationRegular className={styles.icon} aria-hidden />
          <Title2 as="h1" id="exercises-title">
            Practice writing
          </Title2>
          {types.data ? (
            <div className={styles.stats}>
              <Badge appearance="filled" color="brand" size="large">
                Level {types.data.level} · {types.data.levelTitle}
              </Badge>
              <Caption1>{types.data.credits} credits</Caption1>
            </div>
          ) : null}
        </div>
        <Button
          appearance="secondary"
          icon={<ArrowRightRegular />}
          iconPosition="after"
          onClick={() => void navigate(timelinePath(product))}
        >
          Your path
        </Button>
      </div>

      {types.isPending ? <Spinner label="Loading writing exercises" /> : null}
      {types.isError ? <p role="alert">Writing exercises could not be loaded. Please retry.</p> : null}
      {types.data && types.data.items.length === 0 ? <p className={styles.empty}>{LEARNING_MESSAGES.noExercises}</p> : null}
      {types.data && types.data.items.length > 0 ? (
        <Carousel
          title="Writing Exercises"
          items={types.data.items}
          keyOf={(type) => type.id}
          render={(type) => <ExerciseTypeCard type={type} onStart={setPlaying} />}
        />
      ) : null}

      {submissions.data && submissions.data.length > 0 ? (
        <Carousel<Submission>
          title="Your Evaluation"
          items={submissions.data}
          keyOf={(submission) => submission.id}
          render={(submission) => (
            <SubmissionCard
              submission={submission}
              busy={resubmit.isPending || reload.isPending}
              onOpen={(chosen) => showSubmission(chosen.id)}
              onResubmit={(chosen) => resubmit.mutate(chosen.id)}
              onReload={(chosen) => reload.mutate(chosen.id)}
            />
          )}
        />
      ) : null}
      {submissions.data && submissions.data.length === 0 && types.data && types.data.items.length > 0 ? (
        <Body1 className={styles.empty}>Your evaluated exercises will appear here. Start one above: it takes a few minutes.</Body1>
      ) : null}

      {current ? (
        <ExercisePlayer key={current.id} type={current} product={product} onClose={stopPlaying} onOpenSubmission={showSubmission} />
      ) : null}
      <SubmissionDetailDialog submissionId={openSubmission} product={product} onClose={() => void navigate(exercisesPath(product))} />
      <QuestionnaireGate />
      <Caption1>
        Locked exercises open as your level rises: complete the objectives on <Link to={timelinePath(product)}>your path</Link>.
      </Caption1>
    </section>
  );
};
