import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  tokens,
} from "@fluentui/react-components";
import { DismissRegular, LightbulbRegular, SendRegular, TimerRegular } from "@fluentui/react-icons";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import type { Exercise, ExerciseType, Submission } from "@wordloom/shared/model";
import {
  completeTimeSeconds,
  formatCountdown,
  LEARNING_MESSAGES,
  leavingNeedsConfirmation,
  secondsLeft,
  type PlayerState,
  type Product,
} from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage, limitedFeature } from "../../api/errors";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useNotify } from "../../ui/toasts";
import { writingLessonsGatePath } from "../paths";
import { learningKeys } from "../queries";
import { ExerciseMaterial } from "./ExerciseMaterial";
import { PlayerResult } from "./PlayerResult";
import { TopicChoice } from "./TopicChoice";
import { usePlayerClock } from "./use-player-clock";
import { WritingBox } from "./WritingBox";

const useStyles = makeStyles({
  surface: { width: "min(1120px, 96vw)", maxWidth: "min(1120px, 96vw)" },
  body: { display: "grid", gap: "14px", maxHeight: "min(78vh, 860px)", overflowY: "auto" },
  layout: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)",
    gap: "20px",
    "@media (max-width: 760px)": { gridTemplateColumns: "1fr" },
  },
  writing: { display: "grid", gap: "10px", alignContent: "start", minWidth: 0 },
  bar: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "10px", flexWrap: "wrap" },
  timer: {
    display: "inline-flex",
    alignItems: "center",
    gap: "6px",
    fontVariantNumeric: "tabular-nums",
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    padding: "4px 10px",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  urgent: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  preparation: { display: "grid", justifyItems: "center", gap: "6px", padding: "10px", textAlign: "center" },
  countdown: {
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  hint: { backgroundColor: tokens.colorPaletteMarigoldBackground1, padding: "10px", borderRadius: tokens.borderRadiusLarge },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap" },
  timesup: { display: "grid", gap: "10px", justifyItems: "center", textAlign: "center", padding: "20px" },
});

interface ExercisePlayerProps {
  type: ExerciseType;
  product: Product;
  onClose: () => void;
  onOpenSubmission: (submissionId: string) => void;
}

const isLimit = (error: unknown) => limitedFeature(error) !== null || (error instanceof ApiError && error.code === "FEATURE_LIMIT");

/**
 * The exercise player (spec document 3 §4.9, §5): pick → (choice of topic) → 10 s preparation →
 * writing against the clock → timesup (Submit or Take Time, when the type has an unused extension)
 * → ended, where the result is polled. Start is the writing lessons feature: a 403 closes the
 * player and opens the writing lessons gate.
 */
export const ExercisePlayer = ({ type, product, onClose, onOpenSubmission }: ExercisePlayerProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [exercises, setExercises] = useState<Exercise[] | null>(null);
  const [exercise, setExercise] = useState<Exercise | null>(null);
  const [text, setText] = useState("");
  const textRef = useRef("");
  const creation = useRef<Promise<Submission | null> | null>(null);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"leave" | "hint" | null>(null);
  const [busy, setBusy] = useState(false);
  const closedRef = useRef(false);

  const close = useCallback(() => {
    closedRef.current = true;
    onClose();
  }, [onClose]);

  const sendSubmission = useCallback(
    async (state: PlayerState) => {
      const created = await creation.current;
      if (!created) {
        return;
      }
      try {
        const sent = await api.submitSubmission({
          params: { id: created.id },
          body: { content: textRef.current, completeTime: completeTimeSeconds(state, Date.now()) },
        });
        queryClient.setQueryData(learningKeys.submission(sent.id), sent);
        setSubmittedId(sent.id);
        notify(LEARNING_MESSAGES.submitted, "success");
        void queryClient.invalidateQueries({ queryKey: learningKeys.submissions() });
        void queryClient.invalidateQueries({ queryKey: learningKeys.exerciseTypes() });
      } catch (error) {
        setSubmitError(errorMessage(error));
        setSubmittedId(created.id);
        notify(errorMessage(error), "error");
      }
    },
    [notify, queryClient],
  );

  const clock = usePlayerClock(type, (state) => void sendSubmission(state));
  const { state } = clock;

  /** Start: the pending submission (the writing lessons feature), then the preparation countdown. */
  const start = useCallback(
    (chosen: Exercise, topicCount: number) => {
      setExercise(chosen);
      creation.current = api.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: chosen.id } }).then(
        (created) => {
          setSubmission(created);
          return created;
        },
        (error: unknown) => {
          if (closedRef.current) {
            return null;
          }
          close();
          if (isLimit(error)) {
            void navigate(writingLessonsGatePath(product));
          } else {
            notify(errorMessage(error), "error");
          }
          return null;
        },
      );
      if (topicCount > 0) {
        clock.picked(topicCount);
      } else {
        clock.chose();
      }
    },
    [clock, close, navigate, notify, product, type.id],
  );

  // The random pick, once: a text source offers topics to choose from; otherwise straight to Start.
  const picking = useRef(false);
  useEffect(() => {
    if (picking.current) {
      return;
    }
    picking.current = true;
    api.pickExercise({ params: { id: type.id } }).then(
      (result) => {
        if (closedRef.current) {
          return;
        }
        const offered = result.exercises;
        setExercises(offered);
        const first = offered[0];
        if (type.sourceKind === "text" && offered.length > 1) {
          clock.picked(offered.length);
        } else if (first) {
          start(first, offered.length);
        }
      },
      (error: unknown) => {
        notify(error instanceof ApiError && error.message ? error.message : LEARNING_MESSAGES.noExercisesForType, "error");
        close();
      },
    );
  }, [clock, close, notify, start, type.id, type.sourceKind]);

  // Leaving the page while writing asks first (the browser's own prompt).
  const writing = leavingNeedsConfirmation(state);
  useEffect(() => {
    if (!writing) {
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [writing]);

  const requestClose = () => (writing ? setConfirming("leave") : close());

  const takeHint = async () => {
    setConfirming(null);
    const created = await creation.current;
    if (!created) {
      return;
    }
    try {
      const answer = await api.getHint({ params: { id: created.id } });
      setHint(answer.hint);
      setSubmission(answer.submission);
      void queryClient.invalidateQueries({ queryKey: learningKeys.journey() });
    } catch (error) {
      notify(errorMessage(error), "error");
    }
  };

  const takeTime = async () => {
    const created = await creation.current;
    if (!created) {
      return;
    }
    setBusy(true);
    try {
      const answer = await api.takeExtension({ params: { id: created.id } });
      setSubmission(answer.submission);
      clock.extend();
    } catch (error) {
      notify(errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  const left = secondsLeft(state, clock.now);
  const urgent = state.stage === "started" && left <= 30;

  const content = () => {
    if (state.stage === "choice" && exercises) {
      return (
        <TopicChoice
          type={type}
          exercises={exercises}
          onChoose={(chosen) => {
            setExercise(chosen);
            start(chosen, 0);
          }}
        />
      );
    }
    if (!exercise) {
      return <Spinner label="Picking an exercise for your level…" />;
    }
    if (state.stage === "start") {
      return (
        <div className={styles.layout}>
          <ExerciseMaterial type={type} exercise={exercise} />
          <div className={styles.preparation} aria-live="polite">
            <Subtitle1 as="h3">Get ready</Subtitle1>
            <Body1>Read the task. Writing starts in</Body1>
            <span className={styles.countdown} aria-label={`Writing starts in ${left} seconds`}>
              {left}
            </span>
            <Caption1>
              You will have {formatCountdown(type.timeAllowed)} minutes and up to {type.wordLimit} words. Pasting is not allowed.
            </Caption1>
          </div>
        </div>
      );
    }
    if (state.stage === "timesup") {
      return (
        <div className={styles.timesup} role="alertdialog" aria-label="Time's up">
          <Subtitle1 as="h3">Time's up!</Subtitle1>
          <Body1>
            Submit now, or take {formatCountdown(type.extensionTime)} more minutes for {type.delayPenalty} credit
            {type.delayPenalty === 1 ? "" : "s"} from what this exercise earns.
          </Body1>
          <div className={styles.actions}>
            <Button appearance="primary" icon={<SendRegular />} disabled={busy} onClick={clock.submit}>
              Submit
            </Button>
            <Button icon={<TimerRegular />} disabled={busy} onClick={() => void takeTime()}>
              Take Time
            </Button>
          </div>
        </div>
      );
    }
    if (state.stage === "ended") {
      if (!submittedId) {
        return <Spinner label="Submitting your writing…" />;
      }
      return (
        <>
          {submitError ? (
            <MessageBar intent="error">
              <MessageBarBody>{submitError}</MessageBarBody>
            </MessageBar>
          ) : null}
          <PlayerResult submissionId={submittedId} onOpenDetail={onOpenSubmission} />
        </>
      );
    }
    return (
      <div className={styles.layout}>
        <div className={styles.writing}>
          <ExerciseMaterial type={type} exercise={exercise} />
          {exercise.hasHint ? (
            hint ? (
              <div className={styles.hint} role="note" aria-label="Hint">
                <Body1>{hint}</Body1>
              </div>
            ) : (
              <Button appearance="subtle" icon={<LightbulbRegular />} onClick={() => setConfirming("hint")} disabled={!submission}>
                Hint
              </Button>
            )
          ) : null}
        </div>
        <div className={styles.writing}>
          <div className={styles.bar}>
            <span
              className={urgent ? `${styles.timer} ${styles.urgent}` : styles.timer}
              role="timer"
              aria-label={`Time left ${formatCountdown(left)}`}
            >
              <TimerRegular aria-hidden /> {formatCountdown(left)}
            </span>
            <Button appearance="primary" icon={<SendRegular />} onClick={clock.submit}>
              Submit
            </Button>
          </div>
          <WritingBox
            value={text}
            wordLimit={type.wordLimit}
            onChange={(next) => {
              textRef.current = next;
              setText(next);
            }}
            onPasteBlocked={() => notify(LEARNING_MESSAGES.pasteBlocked, "warning")}
          />
        </div>
      </div>
    );
  };

  return (
    <>
      <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : requestClose())}>
        <DialogSurface className={styles.surface} aria-label={`Exercise: ${type.name}`}>
          <DialogBody>
            <DialogTitle
              action={<Button appearance="subtle" aria-label="Close exercise" icon={<DismissRegular />} onClick={requestClose} />}
            >
              {type.name}
            </DialogTitle>
            <DialogContent className={styles.body}>{content()}</DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={confirming === "leave"}
        title="Leave the exercise"
        message={LEARNING_MESSAGES.leaveConfirm}
        confirmLabel="Leave"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          clock.leave();
          close();
        }}
      />
      <ConfirmDialog
        open={confirming === "hint"}
        title="Check the hint"
        message={LEARNING_MESSAGES.hintConfirm}
        confirmLabel="Show hint"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void takeHint()}
      />
    </>
  );
};
