import { Badge, Body1, Link as FluentLink, makeStyles, Spinner, Subtitle1, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ExerciseType } from "@wordloom/shared/model";
import { LEARNING_MESSAGES, type Product } from "@wordloom/shared/rules";
import { useSession } from "../../api/session";
import { ExerciseTypeCard } from "../exercises/ExerciseTypeCard";
import { exercisesPath, submissionPath } from "../paths";
import { ExercisePlayer } from "../player/ExercisePlayer";
import { useExerciseTypes } from "../use-learning";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px", minWidth: 0 },
  head: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px", flexWrap: "wrap" },
  grid: { display: "grid", gap: "12px", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" },
  empty: { color: tokens.colorNeutralForeground2 },
});

/**
 * Writing Exercises in the creation panes (spec document 3 §2.9): the exercise type cards as a
 * grid, each with Load, which opens the exercise player over the page; the full exercises screen
 * (with Your Evaluation) is one link away.
 */
export const WritingExercisesPane = ({ product: productProp }: { product?: Product }) => {
  const styles = useStyles();
  const session = useSession();
  const product = productProp ?? session?.user.selectedProduct ?? "writing";
  const navigate = useNavigate();
  const types = useExerciseTypes();
  const [playing, setPlaying] = useState<ExerciseType | null>(null);
  return (
    <section className={styles.root} aria-label="Writing Exercises">
      <div className={styles.head}>
        <Subtitle1 as="h2">Writing Exercises</Subtitle1>
        {types.data ? (
          <Badge appearance="tint" color="brand">
            Level {types.data.level} · {types.data.levelTitle}
          </Badge>
        ) : null}
      </div>
      <Body1>
        Timed writing with an instant, explained evaluation.{" "}
        <FluentLink as="span" inline>
          <Link to={exercisesPath(product)}>All exercises and your evaluations</Link>
        </FluentLink>
      </Body1>
      {types.isPending ? <Spinner label="Loading writing exercises" /> : null}
      {types.isError ? <p role="alert">Writing exercises could not be loaded. Please retry.</p> : null}
      {types.data && types.data.items.length === 0 ? <Body1 className={styles.empty}>{LEARNING_MESSAGES.noExercises}</Body1> : null}
      {types.data && types.data.items.length > 0 ? (
        <div className={styles.grid}>
          {types.data.items.map((type) => (
            <ExerciseTypeCard key={type.id} type={type} actionLabel="Load" onStart={setPlaying} />
          ))}
        </div>
      ) : null}
      {playing ? (
        <ExercisePlayer
          key={playing.id}
          type={playing}
          product={product}
          onClose={() => setPlaying(null)}
          onOpenSubmission={(id) => {
            setPlaying(null);
            void navigate(submissionPath(product, id));
          }}
        />
      ) : null}
    </section>
  );
};
