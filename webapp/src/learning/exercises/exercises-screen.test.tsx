import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { toastQueue } from "../../ui/toasts";
import { evaluated, exerciseType, journey, submission } from "../testing/fixtures";
import { ExercisesPage } from "./ExercisesPage";

vi.mock("../../api/client", () => ({
  api: {
    listExerciseTypes: vi.fn(),
    listSubmissions: vi.fn(),
    getSubmission: vi.fn(),
    resubmitSubmission: vi.fn(),
    smartEditSubmission: vi.fn(),
    getJourney: vi.fn(),
    getQuestionnaire: vi.fn(),
    pickExercise: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
// Dialogs and carousels of Fluent components take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const TYPES = Array.from({ length: 7 }, (_unused, index) =>
  exerciseType({
    name: `Type ${index + 1}`,
    slug: `type-${index + 1}`,
    introductoryNotes: "A".repeat(200),
    locked: index === 6,
    minimumLevel: index === 6 ? "2.0" : "0.0",
  }),
);

const render = (path = "/writing/app/exercises") =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:product/app/exercises" element={<ExercisesPage />} />
        <Route path="/:product/app/exercises/submissions/:submissionId" element={<ExercisesPage />} />
        <Route path="/:product/app" element={<p>editor</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const setWidth = (width: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
};

const carousel = (name: string) => screen.getByRole("region", { name });
const cards = (name: string) => within(carousel(name)).getAllByRole("group");

beforeEach(() => {
  setWidth(1280);
  vi.spyOn(toastQueue, "push").mockImplementation(() => undefined);
  vi.mocked(api.listExerciseTypes).mockResolvedValue({ items: TYPES, level: "0.2", levelTitle: "Beginner", credits: 3 });
  vi.mocked(api.listSubmissions).mockResolvedValue({ items: [] });
  vi.mocked(api.getJourney).mockResolvedValue(journey(2));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  localStorage.clear();
});

describe("the writing exercises screen", { timeout: 30_000 }, () => {
  it("shows 3 type cards per view, 2 below 1000 px and 1 below 650 px, and pages through them", async () => {
    render();
    await screen.findByRole("region", { name: "Writing Exercises" });
    expect(cards("Writing Exercises")).toHaveLength(3);
    setWidth(999);
    expect(cards("Writing Exercises")).toHaveLength(2);
    setWidth(649);
    expect(cards("Writing Exercises")).toHaveLength(1);
    setWidth(1280);
    expect(within(carousel("Writing Exercises")).getByText("1 / 3")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next Writing Exercises" }));
    expect(within(carousel("Writing Exercises")).getByRole("article", { name: "Type 4" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next Writing Exercises" }));
    expect(cards("Writing Exercises")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Next Writing Exercises" }).hasAttribute("disabled")).toBe(true);
  });

  it("a card shows its level title, image, name, notes cut at 150 characters, progress and Start; a type above the level is locked", async () => {
    render();
    const first = await screen.findByRole("article", { name: "Type 1" });
    expect(within(first).getByText("Beginner · L0.0")).toBeTruthy();
    expect(within(first).getByText(`${"A".repeat(150)}…`)).toBeTruthy();
    expect(within(first).getByRole("list", { name: "Progress: 0 of 5 passed" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Start Type 1" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next Writing Exercises" }));
    await userEvent.click(screen.getByRole("button", { name: "Next Writing Exercises" }));
    const locked = screen.getByRole("article", { name: "Type 7" });
    expect(within(locked).getByRole("button", { name: "Type 7 is locked" }).hasAttribute("disabled")).toBe(true);
    expect(within(locked).getByText(LEARNING_MESSAGES.typeLocked("2.0"))).toBeTruthy();
  });

  it("says 'No writing exercise found' when there is none", async () => {
    vi.mocked(api.listExerciseTypes).mockResolvedValue({ items: [], level: "0.0", levelTitle: "Beginner", credits: 0 });
    render();
    expect(await screen.findByText(LEARNING_MESSAGES.noExercises)).toBeTruthy();
  });

  it("Your Evaluation lists earlier submissions; a failed one offers 'Re submit' and resubmits", async () => {
    const type = TYPES[0] ?? exerciseType();
    const failed = submission(type, {
      status: "failed",
      can: { submit: false, resubmit: true, smartEdit: false, reload: true, hint: false, takeExtension: false },
    });
    vi.mocked(api.listSubmissions).mockResolvedValue({ items: [evaluated(type), failed] });
    vi.mocked(api.resubmitSubmission).mockResolvedValue({ ...failed, status: "submit" });
    render();
    await screen.findByRole("region", { name: "Your Evaluation" });
    expect(cards("Your Evaluation")).toHaveLength(2);
    expect(within(carousel("Your Evaluation")).getByText("Passed")).toBeTruthy();
    expect(within(carousel("Your Evaluation")).getByText("77/100")).toBeTruthy();
    await userEvent.click(within(carousel("Your Evaluation")).getByRole("button", { name: LEARNING_MESSAGES.resubmitLabel }));
    await waitFor(() => expect(api.resubmitSubmission).toHaveBeenCalledWith({ params: { id: failed.id } }));
    expect(vi.mocked(toastQueue.push).mock.calls.map(([request]) => request.message)).toContain(LEARNING_MESSAGES.resubmitted);
  });

  it("opens a submission by its id from the route, with a Content tab and a Scores tab that shows each score's details", async () => {
    const type = TYPES[0] ?? exerciseType();
    const done = evaluated(type);
    vi.mocked(api.getSubmission).mockResolvedValue(done);
    render(`/writing/app/exercises/submissions/${done.id}`);
    const dialog = await screen.findByRole("dialog", { name: `Submission: ${type.name}` });
    expect(await within(dialog).findByText(done.content)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Scores" }));
    expect(within(dialog).getByLabelText("Overall 77 of 100")).toBeTruthy();
    const grammar = within(dialog).getByRole("listitem", { name: "Grammar" });
    expect(within(grammar).getByText("16 / 20")).toBeTruthy();
    expect(within(grammar).getByText("1 finding per 100 words.")).toBeTruthy();
    expect(within(grammar).getByText("“The boats sleeps.”")).toBeTruthy();
  });

  it("Smart Edit opens the evaluated text's document in the editor", async () => {
    const type = TYPES[0] ?? exerciseType();
    const done = evaluated(type);
    vi.mocked(api.getSubmission).mockResolvedValue(done);
    vi.mocked(api.smartEditSubmission).mockResolvedValue({ documentId: "doc-1", submission: { ...done, documentId: "doc-1" } });
    render(`/writing/app/exercises/submissions/${done.id}`);
    fireEvent.click(await screen.findByRole("button", { name: "Smart Edit" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/writing/app"));
    expect(localStorage.getItem("wordloom.lastDocumentId")).toBe("doc-1");
  });
});
