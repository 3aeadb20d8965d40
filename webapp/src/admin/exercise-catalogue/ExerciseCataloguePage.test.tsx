import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import type { AdminExercise, AdminExerciseType } from "@wordloom/shared/model";
import { renderWithProviders } from "../../test/render";
import { adminApi } from "../admin-client";
import { ExerciseCataloguePage } from "./ExerciseCataloguePage";

vi.mock("../admin-client", () => ({
  adminApi: {
    adminListExerciseTypes: vi.fn(),
    adminCreateExerciseType: vi.fn(),
    adminUpdateExerciseType: vi.fn(),
    adminDeleteExerciseType: vi.fn(),
    adminListExercises: vi.fn(),
    adminCreateExercise: vi.fn(),
    adminUpdateExercise: vi.fn(),
    adminDeleteExercise: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });
// Dialogs and carousels of Fluent components take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const TYPE: AdminExerciseType = {
  id: "7b0f5b8e-8d7c-4d7e-9a43-6f0f3c1e2a10",
  slug: "story-prompts",
  name: "Story from Prompts",
  introductoryNotes: "Weave the prompts into a short story.",
  cardImage: "/learning/cards/story-prompts.svg",
  minimumLevel: "2.0",
  timeAllowed: 600,
  extensionTime: 120,
  delayPenalty: 1,
  credits: 3,
  wordLimit: 250,
  task: "Write a story that uses every prompt.",
  sourceKind: "json",
  info: "",
  exerciseCount: 1,
  submissionCount: 4,
  updatedAt: "2026-11-01T10:00:00.000Z",
};
const EXERCISE: AdminExercise = {
  id: "8b0f5b8e-8d7c-4d7e-9a43-6f0f3c1e2a10",
  exerciseTypeId: TYPE.id,
  title: "Lighthouse night",
  level: 2,
  content: "",
  image: null,
  imageAlt: null,
  contentJson: { prompts: ["a lighthouse", "a storm"] },
  hint: "Start in the storm.",
  reference: "",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

beforeEach(() => {
  vi.mocked(adminApi.adminListExerciseTypes).mockResolvedValue({ items: [TYPE] });
  vi.mocked(adminApi.adminListExercises).mockResolvedValue({ items: [EXERCISE] });
});
afterEach(() => vi.clearAllMocks());

describe("/admin/exercises", { timeout: 30_000 }, () => {
  it("lists the types, shows a type's exercises and edits one with its structured prompts", async () => {
    vi.mocked(adminApi.adminUpdateExercise).mockResolvedValue({ ...EXERCISE, title: "Lighthouse at night" });
    renderWithProviders(<ExerciseCataloguePage />);
    await userEvent.click(await screen.findByRole("button", { name: "Show exercises of Story from Prompts" }));
    const table = await screen.findByRole("table", { name: "Exercises of Story from Prompts" });
    fireEvent.click(within(table).getByRole("button", { name: "Edit Lighthouse night" }));
    const title = await screen.findByRole("textbox", { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Lighthouse at night");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(adminApi.adminUpdateExercise).toHaveBeenCalledWith({
        params: { id: EXERCISE.id },
        body: expect.objectContaining({ title: "Lighthouse at night", level: 2, contentJson: { prompts: ["a lighthouse", "a storm"] } }),
      }),
    );
  });

  it("adds a type with its numbers checked before sending", async () => {
    vi.mocked(adminApi.adminCreateExerciseType).mockResolvedValue({
      ...TYPE,
      id: "9b0f5b8e-8d7c-4d7e-9a43-6f0f3c1e2a10",
      name: "Headline",
    });
    renderWithProviders(<ExerciseCataloguePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Add type" }));
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Headline");
    await userEvent.type(screen.getByRole("textbox", { name: /^Slug/ }), "headline");
    await userEvent.type(screen.getByRole("textbox", { name: /^Task/ }), "Write a headline.");
    const words = screen.getByRole("spinbutton", { name: "Word limit" });
    await userEvent.clear(words);
    await userEvent.type(words, "5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Word limit: a whole number from 10 to 3000.")).toBeTruthy();
    await userEvent.type(words, "0");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(adminApi.adminCreateExerciseType).toHaveBeenCalledWith({
        body: expect.objectContaining({ name: "Headline", slug: "headline", wordLimit: 50, sourceKind: "text", minimumLevel: "0.0" }),
      }),
    );
  });

  it("says why a type learners used cannot be removed", async () => {
    vi.mocked(adminApi.adminDeleteExerciseType).mockRejectedValue(new ApiError(409, "CONFLICT", "Learners have used this exercise type."));
    renderWithProviders(<ExerciseCataloguePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Story from Prompts" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove exercise type?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Learners have used this exercise type.")).toBeTruthy();
  });
});
