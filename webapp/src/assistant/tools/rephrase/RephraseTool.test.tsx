import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { MESSAGES } from "../../messages";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { isModelConfigured } from "./model-status";
import { RephraseTool } from "./RephraseTool";

vi.mock("../../../api/client", () => ({ api: { simplifySentences: vi.fn(), rephraseText: vi.fn() } }));
vi.mock("./model-status", () => ({ isModelConfigured: vi.fn() }));

const userEvent = userEventLib.setup({ delay: null });
const HARD = "The committee endeavoured to ascertain the ramifications.";
const TEXT = `It is fine. ${HARD}`;

beforeEach(() => {
  vi.mocked(api.simplifySentences).mockReset();
  vi.mocked(isModelConfigured).mockResolvedValue(false);
});

describe("Rephrase tool without a language model", { timeout: 15_000 }, () => {
  it("says tone and style need a model, and offers the simpler version of a sentence to use", async () => {
    vi.mocked(api.simplifySentences).mockResolvedValue({
      results: [
        {
          blockId: "p1",
          sentenceIndex: 0,
          start: 0,
          end: HARD.length,
          original: HARD,
          simplified: "The group tried to learn the effects.",
          gradeBefore: 16,
          gradeAfter: 5,
        },
      ],
    });
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<RephraseTool host={host} context={host.getContext()} user={testUser()} desktop />);
    expect(await screen.findByText(MESSAGES.modelNeeded)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Tone" }).hasAttribute("disabled")).toBe(true);
    const row = screen.getByRole("listitem", { name: `Sentence: ${HARD}` });
    await userEvent.click(within(row).getByRole("button", { name: "Rephrase" }));
    expect(await within(row).findByText("The group tried to learn the effects.")).toBeTruthy();
    expect(vi.mocked(api.simplifySentences).mock.calls[0]?.[0]).toEqual({ body: { blocks: [{ id: "p1", text: HARD }] } });
    await userEvent.click(within(row).getByRole("button", { name: "Use It" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("It is fine. The group tried to learn the effects."));
    expect(host.replaceText).toHaveBeenCalledWith("p1", 12, TEXT.length, "The group tried to learn the effects.", {
      issueType: "Rephrase",
    });
  });

  it("discards a preview, and says when a sentence is already easy", async () => {
    vi.mocked(api.simplifySentences).mockResolvedValue({ results: [] });
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<RephraseTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const row = await screen.findByRole("listitem", { name: "Sentence: It is fine." });
    await userEvent.click(within(row).getByRole("button", { name: "Rephrase" }));
    expect(await within(row).findByText(MESSAGES.noSimplification)).toBeTruthy();
  });

  it("rephrases the whole paragraph when asked, and hides that choice in a table cell", async () => {
    const host = fakeHost([paragraph("p1", TEXT), { id: "row:0", text: "A cell.", type: "table-cell", cellIndex: 0, pageIndex: 0 }]);
    const { unmount } = renderPane(<RephraseTool host={host} context={host.getContext()} user={testUser()} desktop />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Rephrase paragraph" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    unmount();
    host.setContext({ currentBlock: host.getBlocks()[1] ?? null });
    renderPane(<RephraseTool host={host} context={host.getContext()} user={testUser()} desktop />);
    await screen.findByRole("listitem", { name: "Sentence: A cell." });
    expect(screen.queryByRole("checkbox", { name: "Rephrase paragraph" })).toBeNull();
  });
});

describe("Rephrase tool with a language model", { timeout: 15_000 }, () => {
  it("rephrases a sentence in the chosen tone and style", async () => {
    vi.mocked(isModelConfigured).mockResolvedValue(true);
    vi.mocked(api.rephraseText).mockResolvedValue({ text: "All good here." } as Awaited<ReturnType<typeof api.rephraseText>>);
    const host = fakeHost([paragraph("p1", TEXT)]);
    renderPane(<RephraseTool host={host} context={host.getContext()} user={testUser()} desktop />);
    const row = await screen.findByRole("listitem", { name: "Sentence: It is fine." });
    expect(screen.queryByText(MESSAGES.modelNeeded)).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Rephrase" }));
    await userEvent.click(await within(row).findByRole("button", { name: "Use It" }));
    await waitFor(() => expect(host.blockText("p1")).toBe(`All good here. ${HARD}`));
    expect(vi.mocked(api.rephraseText).mock.calls[0]?.[0]).toEqual({
      body: { text: "It is fine.", tone: "Conversational", style: "Creative" },
    });
  });
});
