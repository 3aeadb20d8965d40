import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { HIGHLIGHT_KEYS } from "../../highlight-classes";
import { MESSAGES } from "../../messages";
import { planRequired } from "../../testing/api-errors";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { ComplianceTool } from "./ComplianceTool";

vi.mock("../../../api/client", () => ({
  api: { checkPii: vi.fn(), checkLegal: vi.fn(), checkCitations: vi.fn(), checkInclusive: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const TEXT = "Call Ada on 555-123-4567 or mail ada@example.com. Studies show the chairman agreed.";
const at = (word: string) => ({
  blockId: "p1",
  sentenceIndex: 0,
  start: TEXT.indexOf(word),
  end: TEXT.indexOf(word) + word.length,
  text: word,
});

const pii = (word: string, sensitivity: "low" | "medium" | "high", masked: string) => ({
  ...at(word),
  entityType: "Phone",
  sensitivity,
  context: "Contact details",
  masked,
});

const setup = (user = testUser()) => {
  const host = fakeHost([paragraph("p1", TEXT), paragraph("p2", "Page two.", 1), paragraph("p3", "Page three.", 2)]);
  renderPane(<ComplianceTool host={host} context={host.getContext()} user={user} desktop />);
  return host;
};

beforeEach(() => {
  vi.mocked(api.checkPii).mockReset();
  vi.mocked(api.checkPii).mockResolvedValue({
    results: {
      p1: [pii("555-123-4567", "high", "***-***-****"), pii("ada@example.com", "medium", "a**@example.com"), pii("Ada", "low", "A**")],
    },
  });
  vi.mocked(api.checkLegal).mockResolvedValue({
    results: {
      p1: [
        { ...at("agreed"), errorType: "Plain English", originalText: "agreed", correctedText: null, message: "Say who agreed to what." },
        { ...at("Call"), errorType: " ", originalText: "Call", correctedText: "Phone", message: "dropped" },
      ],
    },
  });
  vi.mocked(api.checkCitations).mockResolvedValue({
    results: {
      p1: [
        { ...at("Studies show"), textSegment: "Studies show", probability: 0.9, reasons: ["A claim about research."] },
        { ...at("chairman"), textSegment: "x", probability: 0.2, reasons: [] },
      ],
    },
  });
  vi.mocked(api.checkInclusive).mockResolvedValue({
    results: {
      p1: [
        {
          ...at("chairman"),
          originalPhrase: "chairman",
          suggestedAlternatives: ["chair", "chairperson"],
          sensitivity: "medium",
          message: "Gendered term.",
        },
      ],
    },
  });
});

describe("Compliance tool", SLOW, () => {
  it("lists PII (low sensitivity dropped) and masks an item", async () => {
    const host = setup();
    const list = await screen.findByRole("list", { name: "PII check" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    // Highlights are painted after the cards render, so they are awaited too.
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["555-123-4567", "ada@example.com"]));
    await userEvent.click(within(list).getByRole("button", { name: "Mask as ***-***-****" }));
    await waitFor(() => expect(host.blockText("p1")).toContain("Call Ada on ***-***-**** or mail"));
    await waitFor(() => expect(host.highlightedText(HIGHLIGHT_KEYS.tools)).toEqual(["ada@example.com"]));
  });

  it("masks every item at the chosen access level, or says there is none", async () => {
    const host = setup();
    await screen.findByRole("list", { name: "PII check" });
    await userEvent.click(screen.getByRole("button", { name: "Mask all" }));
    await waitFor(() =>
      expect(host.blockText("p1")).toBe("Call Ada on ***-***-**** or mail a**@example.com. Studies show the chairman agreed."),
    );
    expect(await screen.findByText(MESSAGES.noPii)).toBeTruthy();
  });

  it("refetches on each tab: Okay only without a correction, citations by probability, inclusive alternatives", async () => {
    const host = setup();
    await screen.findByRole("list", { name: "PII check" });
    await userEvent.click(screen.getByRole("tab", { name: "Legal compliance" }));
    const legal = await screen.findByRole("list", { name: "Legal compliance" });
    expect(within(legal).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(within(legal).getByRole("button", { name: "Okay" }));
    expect(await screen.findByText(MESSAGES.noAnomalies)).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Legal citation" }));
    const citations = await screen.findByRole("list", { name: "Legal citation" });
    expect(within(citations).getAllByRole("listitem")).toHaveLength(1);

    await userEvent.click(screen.getByRole("tab", { name: "Inclusive language" }));
    const inclusive = await screen.findByRole("list", { name: "Inclusive language" });
    await userEvent.click(within(inclusive).getByRole("button", { name: "chair" }));
    await waitFor(() => expect(host.blockText("p1")).toContain("the chair agreed"));
    expect(api.checkPii).toHaveBeenCalledTimes(1);
  });

  it("shows the tab's empty state", async () => {
    vi.mocked(api.checkPii).mockResolvedValue({ results: { p1: [] } });
    setup();
    expect(await screen.findByText(MESSAGES.noPii)).toBeTruthy();
  });

  it("moves through pages and says when the end of the document is reached", async () => {
    setup();
    await screen.findByRole("list", { name: "PII check" });
    expect(screen.getByRole("button", { name: "Prev Page" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next Page" }));
    await waitFor(() =>
      expect(vi.mocked(api.checkPii).mock.calls[1]?.[0]).toEqual({
        body: { blocks: [{ id: "p2", text: "Page two.", type: "paragraph" }] },
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Next Page" }));
    expect(screen.getByText(MESSAGES.endOfDocument)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next Page" }).hasAttribute("disabled")).toBe(true);
  });

  it("without the entitlement: 'Enterprise only feature' for individuals, the admin message for corporate accounts; the tool stays open", async () => {
    vi.mocked(api.checkPii).mockRejectedValue(planRequired("PIIMasking"));
    setup();
    expect(await screen.findByText(/Enterprise only feature/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a demo" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Legal compliance" })).toBeTruthy();
  });

  it("tells corporate accounts to contact their admin", async () => {
    vi.mocked(api.checkPii).mockRejectedValue(planRequired("PIIMasking"));
    setup(testUser({ accountType: "corporate" }));
    expect(await screen.findByText(MESSAGES.planRequired)).toBeTruthy();
  });
});
