import { configure, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUESTIONNAIRE } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { toastQueue } from "../../ui/toasts";
import { journey } from "../testing/fixtures";
import { TimelinePage } from "./TimelinePage";

vi.mock("../../api/client", () => ({
  api: { getJourney: vi.fn(), startObjective: vi.fn(), getQuestionnaire: vi.fn(), answerQuestionnaire: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });
// Dialogs and carousels of Fluent components take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
};

const render = (path = "/writing/app/timeline") =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:product/app/timeline" element={<TimelinePage />} />
        <Route path="/:product/app/exercises" element={<p>exercises</p>} />
        <Route path="/:product/app/list" element={<p>list</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const QUESTIONNAIRE_ANSWER = {
  areas: QUESTIONNAIRE.map((area) => ({
    area: area.area,
    description: area.description,
    questions: area.questions.map((question) => ({
      id: question.id,
      question: question.question,
      options: question.options.map((option) => ({ id: option.id, label: option.label })),
    })),
    skills: [...area.skills],
  })),
  answers: null,
};

beforeEach(() => {
  vi.spyOn(toastQueue, "push").mockImplementation(() => undefined);
  vi.mocked(api.getQuestionnaire).mockResolvedValue(QUESTIONNAIRE_ANSWER);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe("app/timeline", { timeout: 30_000 }, () => {
  it("shows 'Your Path to Proficient Writing' with the level 'x.y', the 5-step badge, the levels and 'You are here'", async () => {
    vi.mocked(api.getJourney).mockResolvedValue(journey(2));
    render();
    expect(await screen.findByRole("heading", { name: "Your Path to Proficient Writing" })).toBeTruthy();
    expect(await screen.findByLabelText("Level 0.2")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Badge: 0 of 5 steps" }).children).toHaveLength(5);
    const levels = screen.getByRole("list", { name: "Levels" });
    expect(
      within(levels)
        .getAllByRole("listitem", { name: /^L\d / })
        .map((level) => level.getAttribute("aria-label")),
    ).toEqual(["L0 Beginner", "L1 Learner", "L2 Enthusiast", "L3 Articulator", "L4 Story Teller", "L5 Mentor"]);
    const l0 = within(levels).getByRole("listitem", { name: "L0 Beginner" });
    expect(within(l0).getAllByText("Completed").length).toBeGreaterThanOrEqual(2);
    const here = within(l0).getByRole("listitem", { name: "0.3 Objective 0.3" });
    expect(within(here).getByText("You are here")).toBeTruthy();
  });

  it("Start on a slot starts the objective and leads where its action is done; Take action goes there directly", async () => {
    const data = journey(0);
    const first = data.levels[0]?.slots[0];
    if (!first) {
      throw new Error("fixture");
    }
    vi.mocked(api.getJourney).mockResolvedValue(data);
    vi.mocked(api.startObjective).mockResolvedValue({ ...first, status: "pending", actionLabel: "Take action" });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Start: Pass Describe a Picture" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/writing/app/exercises?type=describe-picture"));
    expect(api.startObjective).toHaveBeenCalledWith({ params: { id: first.id } });
  });

  it("a new learner is asked the questionnaire; the answers go to the server", async () => {
    vi.mocked(api.getJourney).mockResolvedValue(journey(0, { questionnaireAnswered: false }));
    vi.mocked(api.answerQuestionnaire).mockResolvedValue({ journey: journey(0), recommendedExerciseTypeIds: [] });
    render();
    const dialog = await screen.findByRole("dialog", { name: "What do you want to write better?" });
    await within(dialog).findByRole("radiogroup", { name: "Goal area" });
    for (const area of ["Professional", "Academic", "Personal", "Social Media Growth"]) {
      expect(within(dialog).getByRole("radio", { name: new RegExp(`^${area}`) })).toBeTruthy();
    }
    await userEvent.click(within(dialog).getByRole("button", { name: "Plan my path" }));
    expect(await within(dialog).findByText("Please choose a goal area.")).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole("radio", { name: /^Professional/ }));
    const professional = QUESTIONNAIRE.find((area) => area.area === "Professional");
    const answers: Record<string, string> = {};
    for (const question of professional?.questions ?? []) {
      const option = question.options[0];
      if (option) {
        answers[question.id] = option.id;
        await userEvent.click(
          within(within(dialog).getByRole("radiogroup", { name: question.question })).getByRole("radio", { name: option.label }),
        );
      }
    }
    await userEvent.click(await within(dialog).findByRole("checkbox", { name: "Persuasion" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Plan my path" }));
    await waitFor(() =>
      expect(api.answerQuestionnaire).toHaveBeenCalledWith({ body: { goalArea: "Professional", answers, skills: ["Persuasion"] } }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "What do you want to write better?" })).toBeNull());
  });

  it("'Later' puts the questionnaire off for the session", async () => {
    vi.mocked(api.getJourney).mockResolvedValue(journey(0, { questionnaireAnswered: false }));
    const first = render();
    const dialog = await screen.findByRole("dialog", { name: "What do you want to write better?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    first.unmount();
    render();
    await screen.findByLabelText("Level 0.0");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the questionnaire is reachable again ('Change my goals', ?questionnaire=1) with the saved answers", async () => {
    vi.mocked(api.getJourney).mockResolvedValue(journey(2));
    vi.mocked(api.getQuestionnaire).mockResolvedValue({
      ...QUESTIONNAIRE_ANSWER,
      answers: { goalArea: "Academic", answers: { "aca-sources": "aca-sources-often" }, skills: [] },
    });
    render("/writing/app/timeline?questionnaire=1");
    const dialog = await screen.findByRole("dialog", { name: "What do you want to write better?" });
    expect((await within(dialog).findByRole("radio", { name: /^Academic/ })).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Later" }));
    expect(await screen.findByRole("button", { name: "Change my goals" })).toBeTruthy();
  });
});
