import { Body1, Caption1, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import type { Exercise, ExerciseType } from "@wordloom/shared/model";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px", alignContent: "start", minWidth: 0 },
  source: {
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    padding: "12px",
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    maxHeight: "280px",
    overflowY: "auto",
  },
  image: {
    width: "100%",
    maxHeight: "280px",
    objectFit: "contain",
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  prompts: { margin: 0, paddingLeft: "20px", display: "grid", gap: "4px" },
  info: { color: tokens.colorNeutralForeground3 },
});

/** Structured prompts (story from prompts: `{ prompts: string[] }`). */
const promptsOf = (exercise: Exercise): string[] => {
  const prompts = exercise.contentJson["prompts"];
  return Array.isArray(prompts) ? prompts.filter((prompt): prompt is string => typeof prompt === "string") : [];
};

/** What the learner works from: the task, then the exercise's text, picture or prompts. */
export const ExerciseMaterial = ({ type, exercise }: { type: ExerciseType; exercise: Exercise }) => {
  const styles = useStyles();
  const prompts = promptsOf(exercise);
  return (
    <div className={styles.root}>
      <div>
        <Subtitle2 as="h3">Task</Subtitle2>
        <Body1 block>{type.task}</Body1>
      </div>
      {exercise.title ? <Subtitle2 as="h3">{exercise.title}</Subtitle2> : null}
      {exercise.image ? <img className={styles.image} src={exercise.image} alt={exercise.imageAlt ?? exercise.title} /> : null}
      {exercise.content ? <Body1 className={styles.source}>{exercise.content}</Body1> : null}
      {prompts.length > 0 ? (
        <ul className={styles.prompts} aria-label="Prompts">
          {prompts.map((prompt) => (
            <li key={prompt}>
              <Body1>{prompt}</Body1>
            </li>
          ))}
        </ul>
      ) : null}
      {type.info ? <Caption1 className={styles.info}>{type.info}</Caption1> : null}
    </div>
  );
};
