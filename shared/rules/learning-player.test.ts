import { describe, expect, it } from "vitest";
import {
  afterPick,
  chooseTopic,
  completeTimeSeconds,
  createPlayer,
  formatCountdown,
  leave,
  leavingNeedsConfirmation,
  secondsLeft,
  submitNow,
  takeExtension,
  tick,
  type PlayerExerciseType,
  type PlayerState,
} from "./learning-player";

/** A fake clock: the tests move time by hand. */
const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const TYPE: PlayerExerciseType = { timeAllowed: 60, extensionTime: 30, sourceKind: "image" };

const started = (type: PlayerExerciseType = TYPE) => {
  const time = clock();
  let state: PlayerState = afterPick(createPlayer(type), 1, time.now());
  time.advance(10_000);
  state = tick(state, time.now()).state;
  return { time, state };
};

describe("exercise player", () => {
  it("waits the 10 s preparation, then starts writing", () => {
    const time = clock();
    let state = afterPick(createPlayer(TYPE), 1, time.now());
    expect(state.stage).toBe("start");
    expect(secondsLeft(state, time.now())).toBe(10);
    time.advance(9_999);
    expect(tick(state, time.now()).state.stage).toBe("start");
    time.advance(1);
    state = tick(state, time.now()).state;
    expect(state.stage).toBe("started");
    expect(secondsLeft(state, time.now())).toBe(60);
  });

  it("offers the topics of a text source first (choice)", () => {
    const time = clock();
    const state = afterPick(createPlayer({ ...TYPE, sourceKind: "text" }), 3, time.now());
    expect(state.stage).toBe("choice");
    expect(tick(state, time.now() + 60_000).state.stage).toBe("choice");
    const chosen = chooseTopic(state, time.now());
    expect(chosen.stage).toBe("start");
    expect(chosen.preparationEndsAt).toBe(time.now() + 10_000);
  });

  it("counts down each second and offers Take Time at zero when an extension is unused", () => {
    const setup = started();
    const { time } = setup;
    let { state } = setup;
    time.advance(30_000);
    expect(secondsLeft(state, time.now())).toBe(30);
    time.advance(30_000);
    const step = tick(state, time.now());
    expect(step).toMatchObject({ effect: "none", state: { stage: "timesup" } });
    state = takeExtension(step.state, time.now());
    expect(state).toMatchObject({ stage: "started", extensionUsed: true });
    expect(secondsLeft(state, time.now())).toBe(30);
    time.advance(30_000);
    const end = tick(state, time.now());
    expect(end).toMatchObject({ effect: "submit", state: { stage: "ended", endReason: "autoSubmitted" } });
    expect(completeTimeSeconds(end.state, time.now())).toBe(90);
  });

  it("auto-submits at zero when there is no extension", () => {
    const { time, state } = started({ ...TYPE, extensionTime: 0 });
    time.advance(60_000);
    expect(tick(state, time.now())).toMatchObject({ effect: "submit", state: { stage: "ended" } });
  });

  it("submits from timesup without the extension", () => {
    const { time, state } = started();
    time.advance(60_000);
    const timesUp = tick(state, time.now()).state;
    expect(submitNow(timesUp, time.now())).toMatchObject({ effect: "submit", state: { stage: "ended", extensionUsed: false } });
    expect(takeExtension(createPlayer(TYPE), time.now()).stage).toBe("start");
  });

  it("asks before leaving while writing, and ends the task", () => {
    const { time, state } = started();
    expect(leavingNeedsConfirmation(state)).toBe(true);
    const left = leave(state, time.now());
    expect(left).toMatchObject({ stage: "ended", endReason: "left" });
    expect(leavingNeedsConfirmation(left)).toBe(false);
  });

  it("formats the countdown", () => {
    expect(formatCountdown(605)).toBe("10:05");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});
