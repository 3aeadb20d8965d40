import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import type { Exercise, ExerciseType } from "@wordloom/shared/model";
import { cutCardText } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  list: { display: "grid", gap: "10px", gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))" },
  topic: {
    display: "grid",
    gap: "6px",
    alignContent: "start",
    justifyItems: "start",
    textAlign: "left",
    height: "auto",
    padding: "12px",
    whiteSpace: "normal",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The choice stage (spec document 3 §4.9): for text sources, pick one of the offered topics. */
export const TopicChoice = ({
  type,
  exercises,
  onChoose,
}: {
  type: ExerciseType;
  exercises: readonly Exercise[];
  onChoose: (exercise: Exercise) => void;
}) => {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Body1>{type.task}</Body1>
      <Subtitle2 as="h3">Pick one topic</Subtitle2>
      <div className={styles.list}>
        {exercises.map((exercise) => (
          <Button
            key={exercise.id}
            appearance="outline"
            className={styles.topic}
            onClick={() => onChoose(exercise)}
            aria-label={`Topic: ${exercise.title}`}
          >
            <Subtitle2>{exercise.title}</Subtitle2>
            {exercise.content ? <Caption1>{cutCardText(exercise.content)}</Caption1> : null}
          </Button>
        ))}
      </div>
    </div>
  );
};
