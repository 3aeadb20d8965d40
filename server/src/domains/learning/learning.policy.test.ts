import { describe, expect, it } from "vitest";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import type { SubmissionStatus } from "@wordloom/shared/api";
import { exerciseTypePolicy } from "./exercise-type.policy";
import { objectiveSlotPolicy } from "./objective-slot.policy";
import { submissionPolicy, type SubmissionResource } from "./submission.policy";

const learner = { id: "learner" };
const other = { id: "other" };

const submission = (status: SubmissionStatus, overrides: Partial<SubmissionResource> = {}): SubmissionResource => ({
  userId: learner.id,
  status,
  content: "Some text.",
  hintUsed: false,
  extensionUsed: false,
  type: { extensionTime: 120 },
  ...overrides,
});

const verdicts = (resource: SubmissionResource) =>
  Object.fromEntries(Object.entries(submissionPolicy.rules).map(([action, rule]) => [action, rule(learner, resource)]));

const conflict = (message: string) => ({ conflict: message });

describe("submission policy (status × action)", () => {
  it("hides a submission from everyone but its learner", () => {
    expect(submissionPolicy.see(other, submission("evaluated"))).toBe(false);
    expect(submissionPolicy.see(learner, submission("evaluated"))).toBe(true);
  });

  it.each([
    [
      "pending",
      {
        read: true,
        submit: true,
        resubmit: true,
        hint: true,
        takeExtension: true,
        smartEdit: conflict(LEARNING_MESSAGES.smartEditUnavailable),
        reload: false,
      },
    ],
    [
      "submit",
      {
        read: true,
        submit: conflict(LEARNING_MESSAGES.alreadySubmitted),
        resubmit: conflict(LEARNING_MESSAGES.cannotResubmit),
        hint: conflict(LEARNING_MESSAGES.alreadySubmitted),
        takeExtension: conflict(LEARNING_MESSAGES.alreadySubmitted),
        smartEdit: conflict(LEARNING_MESSAGES.smartEditUnavailable),
        reload: true,
      },
    ],
    [
      "evaluated",
      {
        read: true,
        submit: conflict(LEARNING_MESSAGES.alreadySubmitted),
        resubmit: conflict(LEARNING_MESSAGES.cannotResubmit),
        hint: conflict(LEARNING_MESSAGES.alreadySubmitted),
        takeExtension: conflict(LEARNING_MESSAGES.alreadySubmitted),
        smartEdit: true,
        reload: false,
      },
    ],
    [
      "failed",
      {
        read: true,
        submit: conflict(LEARNING_MESSAGES.alreadySubmitted),
        resubmit: true,
        hint: conflict(LEARNING_MESSAGES.alreadySubmitted),
        takeExtension: conflict(LEARNING_MESSAGES.alreadySubmitted),
        smartEdit: conflict(LEARNING_MESSAGES.smartEditUnavailable),
        reload: true,
      },
    ],
  ] as const)("%s", (status, expected) => {
    expect(verdicts(submission(status))).toEqual(expected);
  });

  it("gives the extension once, and only for types that have one", () => {
    expect(submissionPolicy.rules.takeExtension(learner, submission("pending", { extensionUsed: true }))).toEqual(
      conflict(LEARNING_MESSAGES.extensionUnavailable),
    );
    expect(submissionPolicy.rules.takeExtension(learner, submission("pending", { type: { extensionTime: 0 } }))).toEqual(
      conflict(LEARNING_MESSAGES.extensionUnavailable),
    );
  });

  it("offers Smart Edit only with text", () => {
    expect(submissionPolicy.rules.smartEdit(learner, submission("evaluated", { content: "  " }))).toEqual(
      conflict(LEARNING_MESSAGES.smartEditUnavailable),
    );
  });
});

describe("exercise type policy (level lock)", () => {
  const at = (currentLevel: number, currentSubLevel: number) => ({ id: "learner", position: { currentLevel, currentSubLevel } });

  it.each([
    ["0.0", 0, 0, true],
    ["0.3", 0, 2, false],
    ["0.3", 0, 3, true],
    ["1.0", 0, 4, false],
    ["1.0", 1, 0, true],
    ["2.0", 1, 3, false],
    ["5.0", 5, 0, true],
  ] as const)("minimum %s at %i.%i → playable %s", (minimumLevel, level, sub, playable) => {
    const verdict = exerciseTypePolicy.rules.play(at(level, sub), { minimumLevel });
    expect(verdict).toEqual(playable ? true : { conflict: LEARNING_MESSAGES.typeLocked(minimumLevel) });
  });
});

describe("objective slot policy", () => {
  it("shows a slot to its learner only", () => {
    expect(objectiveSlotPolicy.see(learner, { userId: learner.id })).toBe(true);
    expect(objectiveSlotPolicy.see(other, { userId: learner.id })).toBe(false);
  });
});
