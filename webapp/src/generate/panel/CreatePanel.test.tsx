import { act, screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GenerationResult } from "@wordloom/shared/api";
import type { DocumentDetail, Page } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { deferred } from "../../test/render";
import { testUser } from "../../test/user";
import { streamGeneration } from "../stream/generation-client";
import type { StreamGenerationOptions } from "../stream/stream-generation";
import { testResult } from "../stream/test-streams";
import { BUILT_IN_TONE_STYLE_LIST, OFFLINE_STATUS } from "../testing/ai-fixtures";
import { renderPane, signInTestUser } from "../testing/render-pane";
import type { GenerationHost, OpenDocumentTarget } from "../generation-host";
import { CreatePanel } from "./CreatePanel";
import { documentOf } from "../../editor/public/testing";

vi.mock("../../api/client", () => ({
  api: {
    aiStatus: vi.fn(),
    listBrandVoices: vi.fn(),
    listToneStyles: vi.fn(),
    getDocument: vi.fn(),
    createDocument: vi.fn(),
    replacePages: vi.fn(),
    authorizeFeature: vi.fn(),
  },
}));
vi.mock("../stream/generation-client", () => ({ streamGeneration: vi.fn() }));

const userEvent = userEventLib.setup({ delay: null });
const stream = vi.mocked(streamGeneration);
const OPEN_ID = "5a0e7d3a-1b2c-4d5e-8f90-123456789abc";
const NEW_ID = "6b0e7d3a-1b2c-4d5e-8f90-123456789abc";
const GENERATED = "# Tea at work\nWarm the pot first.";

const created: DocumentDetail = documentOf(NEW_ID, "Tea at work", ["Tea at work"], 1);

/** A generation the test finishes. */
const controlledStream = () => {
  const calls: { body: unknown; options: StreamGenerationOptions; finish: ReturnType<typeof deferred<GenerationResult>> }[] = [];
  stream.mockImplementation((_endpoint, body, options = {}) => {
    const finish = deferred<GenerationResult>();
    calls.push({ body, options, finish });
    return finish.promise;
  });
  return calls;
};

const openDocumentTarget = (hasContent: boolean) => {
  const target = {
    documentId: OPEN_ID,
    hasContent: vi.fn(() => hasContent),
    replacePages: vi.fn<(pages: Page[]) => void>(),
    openDocument: vi.fn<(document: DocumentDetail) => void>(),
  } satisfies OpenDocumentTarget;
  return target;
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.aiStatus).mockResolvedValue(OFFLINE_STATUS);
  vi.mocked(api.listBrandVoices).mockResolvedValue({ items: [] });
  vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
  vi.mocked(api.authorizeFeature).mockResolvedValue({ result: 0, allowedUsage: 25, usageCount: 0 });
  vi.mocked(api.createDocument).mockResolvedValue(created);
  stream.mockReset();
  signInTestUser();
});
afterEach(() => {
  sessionStore.clear();
  vi.mocked(api.createDocument).mockClear();
  vi.mocked(api.replacePages).mockClear();
  vi.mocked(api.getDocument).mockClear();
});

/** Blog has no flag, Social post needs gen_social_post, Message Craft needs messageCraft_trigger. */
const flagsWith = (overrides: Partial<ReturnType<typeof testUser>["flags"]>) => ({ ...testUser().flags, ...overrides });

/** Generous waits: on a machine busy with the whole suite, the dialog and the generation answer can take seconds. */
const SLOW = { timeout: 10_000 };

const generateBlog = async (host: GenerationHost) => {
  const calls = controlledStream();
  renderPane(<CreatePanel flags={flagsWith({})} host={host} />);
  await userEvent.click(screen.getByRole("button", { name: "Blog" }));
  await userEvent.type(await screen.findByRole("textbox", { name: /Topic/ }, SLOW), "Tea at work");
  await userEvent.click(screen.getByRole("button", { name: "Generate Blog" }));
  await act(async () => calls[0]?.finish.resolve(testResult({ text: GENERATED })));
  return calls;
};

describe("Create in a pane", { timeout: 40_000 }, () => {
  it("lists the creation panes the plan's flags allow, grouped as in the Create menu, and opens one with a way back", async () => {
    renderPane(
      <CreatePanel flags={flagsWith({ gen_social_post: true, messageCraft_trigger: false })} host={{ defaults: {}, openDocument: null }} />,
    );
    const aiCreation = screen.getByRole("region", { name: "AI Creation" });
    expect(within(aiCreation).getByRole("button", { name: "Social post" })).toBeTruthy();
    expect(within(aiCreation).queryByRole("button", { name: "Message Craft" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Start Writing" })).getByRole("button", { name: "Voice" })).toBeTruthy();

    await userEvent.click(within(aiCreation).getByRole("button", { name: "Social post" }));
    expect(await screen.findByRole("heading", { name: "Social Post", level: 2 }, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "All creation panes" }));
    expect(screen.getByRole("region", { name: "AI Creation" })).toBeTruthy();
  });

  it("hides a pane whose flag is off", () => {
    renderPane(<CreatePanel flags={flagsWith({ gen_social_post: false })} host={{ defaults: {}, openDocument: null }} />);
    expect(screen.queryByRole("button", { name: "Social post" })).toBeNull();
    expect(screen.getByRole("button", { name: "Blog" })).toBeTruthy();
  });

  it("starts the forms from the host's tone and style", async () => {
    const calls = controlledStream();
    renderPane(
      <CreatePanel
        flags={flagsWith({})}
        host={{ defaults: { tone: "Neutral", style: "Formal" }, openDocument: null }}
        initialPane="blog"
      />,
    );
    expect(((await screen.findByRole("combobox", { name: "Tone" }, SLOW)) as HTMLInputElement).value).toBe("Neutral");
    expect((screen.getByRole("combobox", { name: "Style" }) as HTMLInputElement).value).toBe("Formal");
    await userEvent.type(screen.getByRole("textbox", { name: /Topic/ }), "Tea");
    await userEvent.click(screen.getByRole("button", { name: "Generate Blog" }));
    expect(calls[0]?.body).toMatchObject({ topic: "Tea", tone: "Neutral", style: "Formal" });
  });

  it("loads into the open document straight away when it is empty", async () => {
    const target = openDocumentTarget(false);
    await generateBlog({ defaults: {}, openDocument: target });
    await userEvent.click(screen.getByRole("button", { name: "Load To Editor" }));
    await waitFor(() => expect(target.replacePages).toHaveBeenCalledTimes(1), SLOW);
    const pages = target.replacePages.mock.calls[0]?.[0];
    expect(pages?.[0]?.blocks.map((block) => block.sentences.map((sentence) => sentence.text).join(" "))).toEqual([
      "Tea at work",
      "Warm the pot first.",
    ]);
    expect(api.getDocument).not.toHaveBeenCalled();
    expect(api.replacePages).not.toHaveBeenCalled();
    expect(screen.queryByTestId("navigated")).toBeNull();
  });

  it("asks Overwrite or Create New when the open document has text; Overwrite replaces it in the editor", async () => {
    const target = openDocumentTarget(true);
    await generateBlog({ defaults: {}, openDocument: target });
    await userEvent.click(screen.getByRole("button", { name: "Load To Editor" }));
    // Under jsdom, Fluent's focus manager (tabster) may leave the dialog marked aria-hidden while it opens.
    const dialog = await screen.findByRole("dialog", { hidden: true }, SLOW);
    expect(within(dialog).getByText("Important")).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Overwrite", hidden: true }, SLOW));
    await waitFor(() => expect(target.replacePages).toHaveBeenCalledTimes(1), SLOW);
    expect(api.createDocument).not.toHaveBeenCalled();
    expect(api.replacePages).not.toHaveBeenCalled();
  });

  it("Create New makes a document (with the host's category) and opens it in the editor without navigating", async () => {
    const target = openDocumentTarget(true);
    await generateBlog({ defaults: { category: "Soft skills" }, openDocument: target });
    await userEvent.click(screen.getByRole("button", { name: "Load To Editor" }));
    await userEvent.click(
      await within(await screen.findByRole("dialog", { hidden: true }, SLOW)).findByRole(
        "button",
        { name: "Create New", hidden: true },
        SLOW,
      ),
    );
    await waitFor(() => expect(target.openDocument).toHaveBeenCalledWith(created), SLOW);
    expect(vi.mocked(api.createDocument).mock.calls[0]?.[0].body).toMatchObject({ title: "Tea at work", category: "Soft skills" });
    expect(target.replacePages).not.toHaveBeenCalled();
    expect(screen.queryByTestId("navigated")).toBeNull();
  });
});
