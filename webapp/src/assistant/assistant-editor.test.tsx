import type { Editor } from "@tiptap/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { GrammarIssue, Page } from "@wordloom/shared/model";
import { api } from "../api/client";
import { PagedEditor } from "../editor/public/core";
import { block, positionOf, sentence } from "../editor/public/testing";
import { testUser } from "../test/user";
import { AssistantPane } from "./AssistantPane";
import { renderPane } from "./testing/render-pane";
import { useEditorAssistantHost } from "./use-editor-assistant-host";

vi.mock("../api/client", () => ({ api: { checkGrammar: vi.fn(), checkOffensive: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "Their going too the shop tomorow with that bastard.";
const PAGES: Page[] = [{ blocks: [block("text", [sentence(TEXT)], { id: "p1" })] }];

const at = (word: string) => ({
  blockId: "p1",
  sentenceIndex: 0,
  start: TEXT.indexOf(word),
  end: TEXT.indexOf(word) + word.length,
  text: word,
});
const issue = (word: string, replacement: string): GrammarIssue => ({
  ...at(word),
  word,
  replacements: [replacement],
  message: "Check the word.",
  shortMessage: "Wrong word",
  category: "Grammar",
  kind: "grammar",
  issueType: "grammar",
  ruleId: "rule",
  source: "wordloom",
});

/** The editor page in miniature: the paged editor and the pane over its host. */
const EditorWithPane = ({ onChange, onReady }: { onChange: (pages: Page[]) => void; onReady: (editor: Editor) => void }) => {
  const [editor, setEditor] = useState<Editor | null>(null);
  const host = useEditorAssistantHost(editor, { docId: "doc-1", getTitle: () => "Title" });
  return (
    <>
      <PagedEditor
        pages={PAGES}
        onChange={(_doc, pages) => onChange(pages)}
        onEditor={(created) => {
          setEditor(created);
          if (created) {
            onReady(created);
          }
        }}
      />
      <AssistantPane host={host} user={testUser()} />
    </>
  );
};

const highlighted = () => [...document.querySelectorAll('[data-highlight="assistant-tools"]')].map((element) => element.textContent);

describe("the pane over the real editor", { timeout: 20_000 }, () => {
  it("highlights exactly the flagged words, and accepting a fix edits the document and keeps the other highlights aligned", async () => {
    vi.mocked(api.checkGrammar).mockResolvedValue({ results: { p1: [issue("too", "to"), issue("tomorow", "tomorrow")] } });
    vi.mocked(api.checkOffensive).mockResolvedValue({
      results: { p1: [{ ...at("bastard"), word: "bastard", root: "bastard", replacements: ["scoundrel"], severity: "high" as const }] },
      sentences: {},
    });
    const onChange = vi.fn();
    const ready: { editor: Editor | null } = { editor: null };
    renderPane(<EditorWithPane onChange={onChange} onReady={(created) => (ready.editor = created)} />);
    await waitFor(() => expect(ready.editor).not.toBeNull());
    const { editor } = ready;
    editor?.commands.setTextSelection(positionOf(editor, "shop"));

    await userEvent.click(await screen.findByRole("button", { name: "Grammar" }));
    const list = await screen.findByRole("list", { name: "Grammar suggestions" });
    await waitFor(() => expect(highlighted()).toEqual(["too", "tomorow"]));
    expect(vi.mocked(api.checkGrammar).mock.calls[0]?.[0]).toEqual({ body: { blocks: [{ id: "p1", text: TEXT, type: "paragraph" }] } });

    await userEvent.click(within(list).getByRole("button", { name: "to" }));
    const documentText = () => screen.getByLabelText("Document").textContent;
    await waitFor(() => expect(documentText()).toContain("Their going to the shop tomorow"));
    await waitFor(() => expect(highlighted()).toEqual(["tomorow"]));
    // The change reaches onChange asynchronously, after any earlier call: wait for the fixed text itself.
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0][0].blocks[0].sentences[0].text).toBe("Their going to the shop tomorow with that bastard."),
    );

    await userEvent.click(within(list).getByRole("button", { name: "tomorrow" }));
    await waitFor(() => expect(documentText()).toContain("to the shop tomorrow with"));
    await waitFor(() => expect(highlighted()).toEqual([]));

    await userEvent.click(screen.getByRole("button", { name: "Offensive" }));
    await screen.findByRole("listitem", { name: "Offensive: bastard" });
    await waitFor(() => expect(highlighted()).toEqual(["bastard"]));
  });
});
