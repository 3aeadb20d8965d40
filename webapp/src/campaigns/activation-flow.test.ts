import { describe, expect, it } from "vitest";
import type { ActivationResult, Campaign } from "@wordloom/shared/model";
import { afterActivation, afterResume, chooseNewStart, ignoreComments, initialFlow } from "./activation-flow";

const campaign = { id: "c1" } as Campaign;

describe("the activation flow (spec 4 §4)", () => {
  it("asks for a new start when the start passed, then carries the shift choice and the comments answer", () => {
    const first = afterActivation(initialFlow, {
      outcome: "needs_new_start",
      message: "The start date has passed.",
      earliestStartAt: "2026-12-01T10:05:00.000Z",
      postsBeforeStart: 3,
    });
    expect(first.end).toBeNull();
    expect(first.state.current).toMatchObject({ step: "new_start", postsBeforeStart: 3 });
    const choice = chooseNewStart(first.state, "2026-12-01T10:10:00.000Z", true);
    expect(choice).toEqual({ startAt: "2026-12-01T10:10:00.000Z", shiftPosts: true });

    const linkedIn = afterActivation({ ...first.state, choice }, { outcome: "missing_linkedin_comments", message: "m", postIds: ["p1"] });
    expect(linkedIn.state.current).toMatchObject({ step: "linkedin", postIds: ["p1"] });
    expect(ignoreComments(linkedIn.state)).toEqual({ ...choice, ignoreMissingComments: true });
  });

  it("ends with the success message, or with the posts to move after 'Shift posts myself'", () => {
    const activated: ActivationResult = { outcome: "activated", message: "Schedule activated successfully.", campaign, shiftedPostIds: [] };
    expect(afterActivation(initialFlow, activated).end).toEqual({ done: "activated", message: "Schedule activated successfully." });
    const moved = afterActivation(initialFlow, { outcome: "start_updated", message: "m", campaign, postsToMove: ["p2"] });
    expect(moved.end).toEqual({ done: "start_updated", message: "m", postsToMove: ["p2"] });
  });

  it("opens the Link/Close dialog with the platforms to link", () => {
    const next = afterActivation(initialFlow, { outcome: "needs_linking", message: "Link", platforms: ["linkedin", "x"] });
    expect(next.state.current).toEqual({ step: "linking", platforms: ["linkedin", "x"], message: "Link" });
  });

  it("offers 'Ignore and Resume' / 'Let me move posts' when posts fell due while paused", () => {
    const next = afterResume(initialFlow, {
      outcome: "overdue_posts",
      message: "m",
      postIds: ["p"],
      earliestStartAt: "2026-12-01T10:05:00.000Z",
    });
    expect(next.state.current).toMatchObject({ step: "overdue", choosingWindow: false });
    expect(
      afterResume(initialFlow, { outcome: "resumed", message: "Campaign resumed.", campaign, restrictedPostIds: [], shiftedPostIds: [] })
        .end,
    ).toEqual({
      done: "activated",
      message: "Campaign resumed.",
    });
  });
});
