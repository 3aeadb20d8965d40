import { act, fireEvent, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { toastQueue } from "../../ui/toasts";
import { evaluated, exercise, exerciseType, submission } from "../testing/fixtures";
import { ExercisePlayer } from "./ExercisePlayer";

vi.mock("../../api/client", () => ({
  api: {
    pickExercise: vi.fn(),
    createSubmission: vi.fn(),
    submitSubmission: vi.fn(),
    getSubmission: vi.fn(),
    getHint: vi.fn(),
    takeExtension: vi.fn(),
    resubmitSubmission: vi.fn(),
    listSubmissions: vi.fn(),
    listExerciseTypes: vi.fn(),
    getJourney: vi.fn(),
  },
}));

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const messages = () => vi.mocked(toastQueue.push).mock.calls.map(([request]) => request.message);

/** Lets the clock run `ms` milliseconds, settling the promises that resolve on the way. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const play = (type = exerciseType(), onClose = vi.fn()) => {
  renderWithProviders(
    <MemoryRouter initialEntries={["/writing/app/exercises"]}>
      <Routes>
        <Route
          path="/:product/app/exercises"
          element={<ExercisePlayer type={type} product="writing" onClose={onClose} onOpenSubmission={vi.fn()} />}
        />
        <Route path="/:product/app/writing-lessons" element={<p>gate</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { type, onClose };
};

const box = () => screen.getByRole("textbox", { name: "Your writing" }) as HTMLTextAreaElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.spyOn(toastQueue, "push").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const startWriting = async (type = exerciseType()) => {
  const picked = exercise(type);
  const pending = submission(type, { status: "pending", content: "" });
  vi.mocked(api.pickExercise).mockResolvedValue({ exerciseType: type, exercises: [picked] });
  vi.mocked(api.createSubmission).mockResolvedValue(pending);
  const result = play(type);
  await advance(0);
  expect(screen.getByText("Get ready")).toBeTruthy();
  expect(screen.getByLabelText("Writing starts in 10 seconds")).toBeTruthy();
  await advance(10_000);
  return { ...result, picked, pending };
};

describe("the exercise player", () => {
  it("picks, creates the pending submission, prepares for 10 s, then counts the writing time down each second", async () => {
    const type = exerciseType({ timeAllowed: 90 });
    const { picked } = await startWriting(type);
    expect(api.createSubmission).toHaveBeenCalledWith({ body: { exerciseTypeId: type.id, exerciseId: picked.id } });
    expect(screen.getByRole("timer").textContent).toContain("01:30");
    await advance(1000);
    expect(screen.getByRole("timer").textContent).toContain("01:29");
    await advance(29_000);
    expect(screen.getByRole("timer").textContent).toContain("01:00");
  });

  it("auto-submits at zero, says 'Your Exercise Has Been Submitted', then polls every 10 s until the result arrives", async () => {
    const type = exerciseType({ timeAllowed: 60 });
    const { pending } = await startWriting(type);
    fireEvent.change(box(), { target: { value: "Boats rest in the harbour." } });
    const sent = submission(type, { id: pending.id, status: "submit", content: "Boats rest in the harbour." });
    vi.mocked(api.submitSubmission).mockResolvedValue(sent);
    vi.mocked(api.getSubmission)
      .mockResolvedValueOnce(sent)
      .mockResolvedValue(evaluated(type, { id: pending.id }));
    await advance(60_000);
    expect(api.submitSubmission).toHaveBeenCalledWith({
      params: { id: pending.id },
      body: { content: "Boats rest in the harbour.", completeTime: 60 },
    });
    expect(messages()).toContain(LEARNING_MESSAGES.submitted);
    expect(screen.queryByRole("textbox", { name: "Your writing" })).toBeNull();
    expect(api.getSubmission).not.toHaveBeenCalled();
    await advance(10_000);
    expect(api.getSubmission).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(api.getSubmission).toHaveBeenCalledTimes(2);
    // TanStack Query tells its observers on the next timer turn.
    await advance(1);
    expect(screen.getByText("Passed!")).toBeTruthy();
    expect(screen.getByLabelText("Score 77 out of 100")).toBeTruthy();
    const settled = vi.mocked(api.getSubmission).mock.calls.length;
    await advance(30_000);
    expect(api.getSubmission).toHaveBeenCalledTimes(settled);
  });

  it("stops polling after 10 tries while the evaluation has not come", async () => {
    const type = exerciseType();
    const { pending } = await startWriting(type);
    const sent = submission(type, { id: pending.id, status: "submit" });
    vi.mocked(api.submitSubmission).mockResolvedValue(sent);
    vi.mocked(api.getSubmission).mockResolvedValue(sent);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await advance(0);
    await advance(150_000);
    expect(api.getSubmission).toHaveBeenCalledTimes(10);
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("blocks pasting with 'Paste Not Allowed!'", async () => {
    await startWriting();
    const event = fireEvent.paste(box(), { clipboardData: { getData: () => "copied text" } });
    expect(event).toBe(false);
    expect(box().value).toBe("");
    expect(messages()).toContain(LEARNING_MESSAGES.pasteBlocked);
  });

  it("cuts input beyond the word limit, shows words used out of the limit and turns the box red", async () => {
    await startWriting(exerciseType({ wordLimit: 5 }));
    fireEvent.change(box(), { target: { value: "one two three" } });
    expect(screen.getByText("3/5 words")).toBeTruthy();
    expect(box().getAttribute("aria-invalid")).toBe("false");
    fireEvent.change(box(), { target: { value: "one two three four five six seven" } });
    expect(box().value).toBe("one two three four five");
    expect(screen.getByText("5/5 words")).toBeTruthy();
    expect(box().getAttribute("aria-invalid")).toBe("true");
  });

  it("at zero with an unused extension offers Submit or Take Time; Take Time continues for the extension seconds", async () => {
    const type = exerciseType({ timeAllowed: 60, extensionTime: 30, delayPenalty: 1 });
    const { pending } = await startWriting(type);
    vi.mocked(api.takeExtension).mockResolvedValue({ extensionSeconds: 30, submission: { ...pending, extensionUsed: true } });
    await advance(60_000);
    expect(screen.getByRole("alertdialog", { name: "Time's up" })).toBeTruthy();
    expect(api.submitSubmission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Take Time" }));
    await advance(0);
    expect(api.takeExtension).toHaveBeenCalledWith({ params: { id: pending.id } });
    expect(screen.getByRole("timer").textContent).toContain("00:30");
    vi.mocked(api.submitSubmission).mockResolvedValue(submission(type, { id: pending.id }));
    vi.mocked(api.getSubmission).mockResolvedValue(submission(type, { id: pending.id }));
    await advance(30_000);
    expect(api.submitSubmission).toHaveBeenCalledOnce();
  });

  it("leaving while writing asks 'Are You Sure! This will end your task.'", async () => {
    const { onClose } = await startWriting();
    fireEvent.click(screen.getByRole("button", { name: "Close exercise" }));
    expect(screen.getByText(LEARNING_MESSAGES.leaveConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close exercise" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("the hint asks 'Checking hint will deduct your 1 credit.' before it costs the credit", async () => {
    const { pending } = await startWriting();
    vi.mocked(api.getHint).mockResolvedValue({ hint: "Start with the light.", credits: 2, submission: { ...pending, hintUsed: true } });
    fireEvent.click(screen.getByRole("button", { name: "Hint" }));
    expect(screen.getByText(LEARNING_MESSAGES.hintConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show hint" }));
    await advance(0);
    expect(api.getHint).toHaveBeenCalledWith({ params: { id: pending.id } });
    expect(screen.getByRole("note", { name: "Hint" }).textContent).toBe("Start with the light.");
  });

  it("a text source offers its topics to choose from before the preparation", async () => {
    const type = exerciseType({ sourceKind: "text", slug: "opinion-essay" });
    const topics = [exercise(type, { title: "Homework", image: null }), exercise(type, { title: "Cities", image: null })];
    vi.mocked(api.pickExercise).mockResolvedValue({ exerciseType: type, exercises: topics });
    vi.mocked(api.createSubmission).mockResolvedValue(submission(type, { status: "pending" }));
    play(type);
    await advance(0);
    expect(api.createSubmission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Topic: Cities" }));
    await advance(0);
    expect(api.createSubmission).toHaveBeenCalledWith({ body: { exerciseTypeId: type.id, exerciseId: topics[1]?.id } });
    expect(screen.getByText("Get ready")).toBeTruthy();
  });

  it("a 403 for the writing lessons feature closes the player and opens the writing lessons gate", async () => {
    const type = exerciseType();
    vi.mocked(api.pickExercise).mockResolvedValue({ exerciseType: type, exercises: [exercise(type)] });
    vi.mocked(api.createSubmission).mockRejectedValue(
      new ApiError(403, "FEATURE_LIMIT", "Your plan's limit for this feature is reached.", { feature: "WritingLessons" }),
    );
    const { onClose } = play(type);
    await advance(0);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId("where").textContent).toBe("/writing/app/writing-lessons");
  });

  it("no exercise for the type: the server's message, and the player closes", async () => {
    vi.mocked(api.pickExercise).mockRejectedValue(new ApiError(404, "NOT_FOUND", LEARNING_MESSAGES.noExercisesForType));
    const { onClose } = play();
    await advance(0);
    expect(messages()).toContain(LEARNING_MESSAGES.noExercisesForType);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
