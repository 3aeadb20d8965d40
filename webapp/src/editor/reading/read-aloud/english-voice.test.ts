import { describe, expect, it } from "vitest";
import { fakeVoice } from "../testing/fake-speech";
import { chooseEnglishVoice } from "./english-voice";

describe("chooseEnglishVoice", () => {
  it("prefers the default voice when it is English", () => {
    const voices = [fakeVoice("US", "en-US"), fakeVoice("Default UK", "en-GB", { default: true })];
    expect(chooseEnglishVoice(voices)?.name).toBe("Default UK");
  });

  it("then a local US voice, then any US voice, then British, then any English", () => {
    expect(
      chooseEnglishVoice([
        fakeVoice("GB", "en-GB"),
        fakeVoice("Remote US", "en-US", { localService: false }),
        fakeVoice("Local US", "en_US"),
      ])?.name,
    ).toBe("Local US");
    expect(chooseEnglishVoice([fakeVoice("GB", "en-GB"), fakeVoice("Remote US", "en-US", { localService: false })])?.name).toBe(
      "Remote US",
    );
    expect(chooseEnglishVoice([fakeVoice("AU", "en-AU"), fakeVoice("GB", "en-GB")])?.name).toBe("GB");
    expect(chooseEnglishVoice([fakeVoice("FR", "fr-FR"), fakeVoice("IN", "en-IN")])?.name).toBe("IN");
  });

  it("ignores a non-English default and answers null without English voices", () => {
    expect(chooseEnglishVoice([fakeVoice("DE", "de-DE", { default: true }), fakeVoice("AU", "en-AU")])?.name).toBe("AU");
    expect(chooseEnglishVoice([fakeVoice("DE", "de-DE"), fakeVoice("Eng-ish", "eng")])).toBeNull();
    expect(chooseEnglishVoice([])).toBeNull();
  });
});
