import { describe, expect, it } from "vitest";
import { parseVoiceTranscript } from "./voice-commands";
import { applyVoiceTokens, commitTitle, EMPTY_VOICE_DOCUMENT, voiceText, type VoiceDocument } from "./voice-document";

const dictate = (document: VoiceDocument, ...transcripts: string[]) => {
  let current = { document, done: false };
  for (const transcript of transcripts) {
    current = applyVoiceTokens(current.document, parseVoiceTranscript(transcript));
  }
  return current;
};

describe("voice command parser", () => {
  it("splits text and commands in order", () => {
    expect(parseVoiceTranscript("dear team new line thanks for today I am done")).toEqual([
      { type: "text", text: "dear team" },
      { type: "new-line" },
      { type: "text", text: "thanks for today" },
      { type: "done" },
    ]);
  });

  it("recognises every command whatever the case and the recogniser's spelling", () => {
    expect(
      parseVoiceTranscript("New Line newline Clear block clear the block CLEAR ALL I'm done i am done set title Set the title").map(
        (token) => token.type,
      ),
    ).toEqual(["new-line", "new-line", "clear-block", "clear-block", "clear-all", "done", "done", "set-title", "set-title"]);
  });

  it("does not take commands out of longer words", () => {
    expect(parseVoiceTranscript("the renewal lines were clear allowing us to reset titles")).toEqual([
      { type: "text", text: "the renewal lines were clear allowing us to reset titles" },
    ]);
  });

  it("ignores punctuation a recogniser adds after a command", () => {
    expect(parseVoiceTranscript("Hello. New line. World")).toEqual([
      { type: "text", text: "Hello." },
      { type: "new-line" },
      { type: "text", text: "World" },
    ]);
  });
});

describe("voice document", () => {
  it("writes into the current block, capitalising a new one", () => {
    expect(dictate(EMPTY_VOICE_DOCUMENT, "the garden was quiet", "that morning").document.blocks).toEqual([
      "The garden was quiet that morning",
    ]);
  });

  it("starts a new paragraph on 'new line' and never two empty ones", () => {
    const { document } = dictate(EMPTY_VOICE_DOCUMENT, "first new line new line second");
    expect(document.blocks).toEqual(["First", "Second"]);
    expect(voiceText(document)).toBe("First\nSecond");
  });

  it("clears the current block or everything", () => {
    expect(dictate(EMPTY_VOICE_DOCUMENT, "keep this new line drop this clear block replaced").document.blocks).toEqual([
      "Keep this",
      "Replaced",
    ]);
    expect(dictate(EMPTY_VOICE_DOCUMENT, "one new line two clear all three").document.blocks).toEqual(["Three"]);
  });

  it("stops on 'i am done' and ignores what follows", () => {
    const result = dictate(EMPTY_VOICE_DOCUMENT, "the end I am done more words");
    expect(result.done).toBe(true);
    expect(result.document.blocks).toEqual(["The end"]);
  });

  it("captures the words after 'set title' as the title draft, committed later or by the next command", () => {
    const spoken = dictate(EMPTY_VOICE_DOCUMENT, "set title a walk in", "the park");
    expect(spoken.document.titleDraft).toBe("a walk in the park");
    expect(spoken.document.title).toBe("");
    expect(commitTitle(spoken.document)).toMatchObject({ title: "A walk in the park", titleDraft: null });
    const byCommand = dictate(EMPTY_VOICE_DOCUMENT, "set title my day new line it rained");
    expect(byCommand.document).toMatchObject({ title: "My day", titleDraft: null, blocks: ["It rained"] });
  });
});
