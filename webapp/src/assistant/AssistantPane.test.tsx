import { act, fireEvent, screen, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../api/client";
import { testUser } from "../test/user";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import { BUILT_IN_TONE_STYLE_LIST, OFFLINE_STATUS } from "../generate/public/testing";
import { AssistantPane } from "./AssistantPane";
import { HIGHLIGHT_KEYS } from "./highlight-classes";
import { MESSAGES } from "./messages";
import { fakeHost, paragraph } from "./testing/fake-host";
import { renderPane } from "./testing/render-pane";

vi.mock("../api/client", () => ({
  api: {
    checkGrammar: vi.fn(),
    checkOffensive: vi.fn(),
    checkPii: vi.fn(),
    documentOverview: vi.fn(),
    simplifySentences: vi.fn(),
    aiStatus: vi.fn(),
    listBrandVoices: vi.fn(),
    listToneStyles: vi.fn(),
  },
}));
vi.mock("./tools/rephrase/model-status", () => ({ isModelConfigured: () => Promise.resolve(false) }));

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const legalUser = testUser({
  flags: computeFeatureFlags({ product: "content", subscriptionType: "basic", accountType: "individual", addons: [] }),
});

const matchMedia = window.matchMedia;
const pretendWidth = (width: number) => {
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width: (\d+)/.exec(query) ? width <= Number(/max-width: ([\d.]+)/.exec(query)?.[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

beforeEach(() => {
  vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [] } });
  vi.mocked(api.checkOffensive).mockResolvedValue({ results: { p1: [] }, sentences: {} });
  vi.mocked(api.documentOverview).mockResolvedValue({
    pages: 1,
    paragraphs: 2,
    sentences: 3,
    words: 12,
    readingTime: { seconds: 3, minutes: 0, label: "< 1 min" },
  });
});
afterEach(() => {
  window.matchMedia = matchMedia;
});

describe("AssistantPane", SLOW, () => {
  it("starts in AI Tools asking to select a tool, and switches modes", async () => {
    const host = fakeHost([paragraph("p1", "Some words here.")]);
    renderPane(<AssistantPane host={host} user={testUser()} />);
    expect(screen.getByText(MESSAGES.selectTool)).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Review" }));
    expect(await screen.findByRole("list", { name: "Review graphs" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(await screen.findByRole("region", { name: "Overview" })).toBeTruthy();
    expect(await screen.findByText("< 1 min")).toBeTruthy();
  });

  it("offers Create only with an open document to load into, listing the creation panes and opening one", async () => {
    vi.mocked(api.aiStatus).mockResolvedValue(OFFLINE_STATUS);
    vi.mocked(api.listBrandVoices).mockResolvedValue({ items: [] });
    vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
    const host = fakeHost([paragraph("p1", "Some words here.")]);
    const { unmount } = renderPane(<AssistantPane host={host} user={testUser()} />);
    expect(screen.queryByRole("tab", { name: "Create" })).toBeNull();
    unmount();

    const openDocument = { documentId: "d1", hasContent: () => true, replacePages: vi.fn(), openDocument: vi.fn() };
    // The creation panes link and navigate: in the app the editor sits inside the router.
    renderPane(
      <MemoryRouter>
        <AssistantPane host={host} user={testUser()} openDocument={openDocument} />
      </MemoryRouter>,
    );
    // Create comes first, as in the spec's list of sidebar modes.
    expect(screen.getAllByRole("tab")).toEqual(
      ["Create", "AI Tools", "Review", "Overview"].map((name) => screen.getByRole("tab", { name })),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Create" }));
    const list = await screen.findByRole("navigation", { name: "Create" });
    await userEvent.click(within(list).getByRole("button", { name: "Blog" }));
    expect(await screen.findByRole("heading", { name: "Generate Blog", level: 2 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Generate Blog" })).toBeTruthy();
  });

  it("shows Compliance locked without the legal flag (never hidden), 4 tools per view and arrows to the rest", async () => {
    const host = fakeHost([paragraph("p1", "Some words here.")]);
    const { unmount } = renderPane(<AssistantPane host={host} user={testUser()} />);
    const picker = screen.getByRole("group", { name: "AI tools" });
    expect(within(picker).getByRole("button", { name: "Compliance" }).getAttribute("title")).toBe("Enterprise only feature");
    expect(
      within(picker)
        .getAllByRole("button", { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(["Grammar", "Compliance", "Rephrase", "Offensive"]);
    unmount();
    renderPane(<AssistantPane host={host} user={legalUser} />);
    const legalPicker = screen.getByRole("group", { name: "AI tools" });
    expect(within(legalPicker).getByRole("button", { name: "Compliance" }).getAttribute("title")).toBeNull();
    await userEvent.click(within(legalPicker).getByRole("button", { name: "Next tools" }));
    expect(within(legalPicker).getByRole("button", { name: "Idioms" })).toBeTruthy();
  });

  it("shows 3 tools per view below 1200 px", async () => {
    pretendWidth(1000);
    renderPane(<AssistantPane host={fakeHost([paragraph("p1", "Words.")])} user={testUser()} />);
    // Below 1280 px the pane is a bottom sheet, opened from its button.
    await userEvent.click(screen.getByRole("button", { name: "Assistant" }));
    expect(within(screen.getByRole("group", { name: "AI tools" })).getAllByRole("button", { pressed: false })).toHaveLength(3);
  });

  it("is a bottom sheet below 1280 px and a side pane from 1280 px", () => {
    pretendWidth(1279);
    const { unmount } = renderPane(<AssistantPane host={fakeHost([paragraph("p1", "Words.")])} user={testUser()} />);
    expect(screen.queryByRole("complementary", { name: "Assistant" })).toBeNull();
    expect(screen.getByRole("button", { name: "Assistant" })).toBeTruthy();
    unmount();
    pretendWidth(1280);
    renderPane(<AssistantPane host={fakeHost([paragraph("p1", "Words.")])} user={testUser()} />);
    expect(screen.getByRole("complementary", { name: "Assistant" })).toBeTruthy();
  });

  it("asks for a first word before any tool runs", async () => {
    const host = fakeHost([paragraph("p1", "")]);
    renderPane(<AssistantPane host={host} user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Grammar" }));
    expect(screen.getByText(MESSAGES.firstWord)).toBeTruthy();
    expect(api.checkGrammar).not.toHaveBeenCalled();
  });

  it("says an empty block has no text for block tools, but not for Grammar", async () => {
    const host = fakeHost([paragraph("p1", "Words on the page."), paragraph("p2", "")]);
    host.setContext({ currentBlock: paragraph("p2", "") });
    renderPane(<AssistantPane host={host} user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Offensive" }));
    expect(screen.getByText(MESSAGES.noText)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Grammar" }));
    expect(screen.queryByText(MESSAGES.noText)).toBeNull();
    expect(await screen.findByText(MESSAGES.noGrammar)).toBeTruthy();
  });

  it("clears the highlights when the tool changes", async () => {
    const host = fakeHost([paragraph("p1", "Words on the page.")]);
    renderPane(<AssistantPane host={host} user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Grammar" }));
    await screen.findByText(MESSAGES.noGrammar);
    vi.mocked(host.clearHighlights).mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Offensive" }));
    expect(host.clearHighlights).toHaveBeenCalledWith(HIGHLIGHT_KEYS.tools);
  });

  it("hides and shows on desktop", async () => {
    renderPane(<AssistantPane host={fakeHost([paragraph("p1", "Words.")])} user={testUser()} />);
    await userEvent.click(screen.getByRole("button", { name: "Hide Assistant" }));
    expect(screen.queryByRole("complementary", { name: "Assistant" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show Assistant" }));
    expect(screen.getByRole("complementary", { name: "Assistant" })).toBeTruthy();
  });

  it("is a bottom sheet on mobile that a swipe down closes", async () => {
    pretendWidth(400);
    renderPane(<AssistantPane host={fakeHost([paragraph("p1", "Words.")])} user={testUser()} />);
    expect(screen.queryByRole("complementary", { name: "Assistant" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Assistant" }));
    const sheet = screen.getByRole("dialog", { name: "Assistant" });
    expect(within(sheet).getByText(MESSAGES.selectTool)).toBeTruthy();
    const handle = screen.getByTestId("sheet-handle");
    act(() => {
      fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientY: 400, pointerId: 1 });
      fireEvent.pointerUp(handle, { clientY: 400, pointerId: 1 });
    });
    expect(screen.queryByRole("dialog", { name: "Assistant" })).toBeNull();
    expect(screen.getByRole("button", { name: "Assistant" })).toBeTruthy();
  });
});
