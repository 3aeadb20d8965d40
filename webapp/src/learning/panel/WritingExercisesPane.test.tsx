import { configure, screen, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { exercise, exerciseType } from "../testing/fixtures";
import { WritingExercisesPane } from "./WritingExercisesPane";

vi.mock("../../api/client", () => ({ api: { listExerciseTypes: vi.fn(), pickExercise: vi.fn(), createSubmission: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
// Dialogs and carousels of Fluent components take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.clearAllMocks());

describe("Writing Exercises in the creation panes", { timeout: 30_000 }, () => {
  it("shows the type cards as a grid; Load opens the exercise player", async () => {
    const type = exerciseType({ name: "Formal E-mail" });
    vi.mocked(api.listExerciseTypes).mockResolvedValue({ items: [type], level: "0.0", levelTitle: "Beginner", credits: 3 });
    vi.mocked(api.pickExercise).mockResolvedValue({ exerciseType: type, exercises: [exercise(type)] });
    vi.mocked(api.createSubmission).mockReturnValue(new Promise(() => undefined));
    renderWithProviders(
      <MemoryRouter>
        <WritingExercisesPane product="writing" />
      </MemoryRouter>,
    );
    const card = await screen.findByRole("article", { name: "Formal E-mail" });
    expect(screen.getByRole("link", { name: "All exercises and your evaluations" }).getAttribute("href")).toBe("/writing/app/exercises");
    await userEvent.click(within(card).getByRole("button", { name: "Load Formal E-mail" }));
    expect(await screen.findByRole("alertdialog", { name: "Exercise: Formal E-mail" })).toBeTruthy();
    expect(await screen.findByText("Get ready")).toBeTruthy();
  });

  it("says 'No writing exercise found' when there is none", async () => {
    vi.mocked(api.listExerciseTypes).mockResolvedValue({ items: [], level: "0.0", levelTitle: "Beginner", credits: 0 });
    renderWithProviders(
      <MemoryRouter>
        <WritingExercisesPane product="writing" />
      </MemoryRouter>,
    );
    expect(await screen.findByText("No writing exercise found")).toBeTruthy();
  });
});
