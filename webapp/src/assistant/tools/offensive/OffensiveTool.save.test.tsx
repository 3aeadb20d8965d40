import type { Editor } from "@tiptap/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { PagedEditor } from "../../../editor/public/core";
import { documentOf, positionOf, useAutosave } from "../../../editor/public/testing";
import { testUser } from "../../../test/user";
import { renderPane } from "../../testing/render-pane";
import { useEditorAssistantHost } from "../../use-editor-assistant-host";
import { OffensiveTool } from "./OffensiveTool";

vi.mock("../../../api/client", () => ({ api: { checkOffensive: vi.fn(), saveBlocks: vi.fn(), getDocument: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "That idiot wrote good code.";
const DOCUMENT = documentOf("doc-offensive-save", "Review", [TEXT]);
const BLOCK_ID = DOCUMENT.pages[0]?.blocks[0]?.id ?? "";
const SAVE_WAIT = { timeout: 8_000 };

/** The editor page's wiring in miniature: the paged editor saved by the page's autosave, and the Offensive tool over the page's assistant host. */
const EditorWithOffensiveTool = ({ onReady }: { onReady: (editor: Editor) => void }) => {
  const [editor, setEditor] = useState<Editor | null>(null);
  const autosave = useAutosave({ document: DOCUMENT, userId: "user-1", onRebase: () => undefined });
  const host = useEditorAssistantHost(editor, { docId: DOCUMENT.id, getTitle: () => DOCUMENT.title });
  return (
    <>
      <PagedEditor
        pages={autosave.initialPages}
        onChange={(_doc, pages) => autosave.update(pages)}
        onEditor={(created) => {
          setEditor(created);
          if (created) {
            onReady(created);
          }
        }}
      />
      {host ? <OffensiveTool host={host} context={host.getContext()} user={testUser()} desktop /> : null}
    </>
  );
};

const savedBlocks = (call: number) => vi.mocked(api.saveBlocks).mock.calls[call]?.[0].body.upserted ?? [];
/** The text of a block as the save sends it (the body's input type: sentences may be left out). */
const textOf = (block: { sentences?: readonly { text: string }[] }) => (block.sentences ?? []).map((sentence) => sentence.text).join(" ");

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.checkOffensive).mockReset();
  vi.mocked(api.saveBlocks)
    .mockReset()
    .mockImplementation(({ body }) => Promise.resolve({ version: body.baseVersion + 1, updatedAt: "2025-01-02T00:00:00.000Z" }));
});

describe("Offensive tool over the editor page's autosave", { timeout: 30_000 }, () => {
  it("replacing a flagged word saves the block with issueType Abusive, and a later save of typing carries none", async () => {
    const start = TEXT.indexOf("idiot");
    vi.mocked(api.checkOffensive).mockResolvedValue({
      results: {
        [BLOCK_ID]: [
          {
            blockId: BLOCK_ID,
            sentenceIndex: 0,
            start,
            end: start + 5,
            text: "idiot",
            word: "idiot",
            root: "idiot",
            replacements: ["fool", "person"],
            severity: "medium" as const,
          },
        ],
      },
      sentences: {},
    });
    const ready: { editor: Editor | null } = { editor: null };
    renderPane(<EditorWithOffensiveTool onReady={(created) => (ready.editor = created)} />);

    const card = await screen.findByRole("listitem", { name: "Offensive: idiot" });
    const checked = vi.mocked(api.checkOffensive).mock.calls[0]?.[0].body;
    expect(checked && "blocks" in checked ? checked.blocks.map((block) => block.id) : []).toEqual([BLOCK_ID]);
    await userEvent.click(within(card).getByRole("button", { name: "person" }));

    await waitFor(() => expect(api.saveBlocks).toHaveBeenCalledTimes(1), SAVE_WAIT);
    const [first] = vi.mocked(api.saveBlocks).mock.calls[0] ?? [];
    expect(first?.params).toEqual({ id: DOCUMENT.id });
    expect(first?.body.baseVersion).toBe(DOCUMENT.version);
    expect(savedBlocks(0).map((entry) => [entry.block.id, textOf(entry.block), entry.issueType])).toEqual([
      [BLOCK_ID, "That person wrote good code.", "Abusive"],
    ]);

    // Typing in the same block afterwards is an ordinary save.
    const { editor } = ready;
    editor?.commands.insertContentAt(positionOf(editor, "good"), "very ");
    await waitFor(() => expect(api.saveBlocks).toHaveBeenCalledTimes(2), SAVE_WAIT);
    expect(savedBlocks(1).map((entry) => [entry.block.id, textOf(entry.block), entry.issueType])).toEqual([
      [BLOCK_ID, "That person wrote very good code.", undefined],
    ]);
  });
});
