import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  tokens,
} from "@fluentui/react-components";
import { BriefcaseRegular, HatGraduationRegular, HeartRegular, MegaphoneRegular, type FluentIcon } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { questionnaireProblems, type GoalArea } from "@wordloom/shared/rules";
import { useNotify } from "../../ui/toasts";
import { useAnswerQuestionnaire, useQuestionnaire } from "../use-learning";

const ICONS: Record<GoalArea, FluentIcon> = {
  Professional: BriefcaseRegular,
  Academic: HatGraduationRegular,
  Personal: HeartRegular,
  "Social Media Growth": MegaphoneRegular,
};
const MAX_SKILLS = 10;

const useStyles = makeStyles({
  surface: { width: "min(760px, 94vw)", maxWidth: "min(760px, 94vw)" },
  content: { display: "grid", gap: "16px", maxHeight: "min(68vh, 680px)", overflowY: "auto" },
  areas: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))", gap: "10px" },
  area: {
    display: "grid",
    gap: "6px",
    justifyItems: "start",
    alignContent: "start",
    textAlign: "left",
    padding: "14px",
    height: "auto",
    whiteSpace: "normal",
    borderRadius: tokens.borderRadiusXLarge,
  },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  areaIcon: { fontSize: "26px", color: tokens.colorBrandForeground1 },
  question: { display: "grid", gap: "4px" },
  skills: { display: "flex", flexWrap: "wrap", gap: "4px 12px" },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

interface QuestionnaireDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told once the answers are saved. */
  onSaved?: () => void;
}

/**
 * The onboarding questionnaire (spec document 3 §2.11): a goal area (Professional, Academic,
 * Personal, Social Media Growth), its challenge questions (multiple choice) and its skills. The
 * answers go to the server, which chooses the first objectives and exercises from them.
 */
export const QuestionnaireDialog = ({ open, onClose, onSaved }: QuestionnaireDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const questionnaire = useQuestionnaire(open);
  const save = useAnswerQuestionnaire();
  const [goalArea, setGoalArea] = useState<GoalArea | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [skills, setSkills] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  // Earlier answers, when the learner comes back to change them.
  const saved = questionnaire.data?.answers ?? null;
  useEffect(() => {
    if (open && saved) {
      setGoalArea(saved.goalArea);
      setAnswers(saved.answers);
      setSkills(saved.skills);
    }
  }, [open, saved]);

  const area = questionnaire.data?.areas.find((candidate) => candidate.area === goalArea);
  const submit = () => {
    if (!goalArea) {
      setProblems(["Please choose a goal area."]);
      return;
    }
    const body = { goalArea, answers, skills };
    const found = questionnaireProblems(body);
    setProblems(found);
    if (found.length > 0) {
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notify("Your path is ready: your first objectives follow your answers.", "success");
        onSaved?.();
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label="What do you want to write better?">
        <DialogBody>
          <DialogTitle>What do you want to write better?</DialogTitle>
          <DialogContent className={styles.content}>
            {questionnaire.isPending ? <Spinner label="Loading the questions" /> : null}
            {questionnaire.isError ? <p role="alert">The questions could not be loaded. Please retry.</p> : null}
            {questionnaire.data ? (
              <>
                <Body1>A few questions, and Wordloom plans your first objectives and exercises around your answers.</Body1>
                <div className={styles.areas} role="radiogroup" aria-label="Goal area">
                  {questionnaire.data.areas.map((candidate) => {
                    const Icon = ICONS[candidate.area];
                    const chosen = candidate.area === goalArea;
                    return (
                      <Button
                        key={candidate.area}
                        role="radio"
                        aria-checked={chosen}
                        appearance="outline"
                        className={mergeClasses(styles.area, chosen && styles.chosen)}
                        onClick={() => {
                          if (!chosen) {
                            setGoalArea(candidate.area);
                            setAnswers({});
                            setSkills([]);
                            setProblems([]);
                          }
                        }}
                      >
                        <Icon className={styles.areaIcon} aria-hidden />
                        <Subtitle2>{candidate.area}</Subtitle2>
                        <Caption1>{candidate.description}</Caption1>
                      </Button>
                    );
                  })}
                </div>
                {area ? (
                  <>
                    {area.questions.map((question) => (
                      <fieldset key={question.id} className={styles.question} style={{ border: 0, padding: 0, margin: 0 }}>
                        <legend>
                          <Subtitle2>{question.question}</Subtitle2>
                        </legend>
                        <RadioGroup
                          aria-label={question.question}
                          value={answers[question.id] ?? ""}
                          onChange={(_event, data) => setAnswers((current) => ({ ...current, [question.id]: data.value }))}
                        >
                          {question.options.map((option) => (
                            <Radio key={option.id} value={option.id} label={option.label} />
                          ))}
                        </RadioGroup>
                      </fieldset>
                    ))}
                    <fieldset className={styles.question} style={{ border: 0, padding: 0, margin: 0 }}>
                      <legend>
                        <Subtitle2>Which skills do you want to build?</Subtitle2>
                      </legend>
                      <div className={styles.skills}>
                        {area.skills.map((skill) => (
                          <Checkbox
                            key={skill}
                            label={skill}
                            checked={skills.includes(skill)}
                            disabled={!skills.includes(skill) && skills.length >= MAX_SKILLS}
                            onChange={(_event, data) =>
                              setSkills((current) => (data.checked ? [...current, skill] : current.filter((item) => item !== skill)))
                            }
                          />
                        ))}
                      </div>
                    </fieldset>
                  </>
                ) : null}
                {problems.length > 0 ? (
                  <ul className={styles.problem} role="alert">
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Later
            </Button>
            <Button appearance="primary" disabled={!questionnaire.data || save.isPending} onClick={submit}>
              {save.isPending ? "Saving…" : "Plan my path"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
