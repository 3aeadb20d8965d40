import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { fakeVoice, installFakeSpeech, type FakeSpeechSynthesis } from "../testing/fake-speech";
import { ReadAloudControls } from "./ReadAloudControls";
import { useReadAloud } from "./use-read-aloud";

const Harness = () => <ReadAloudControls readAloud={useReadAloud({ blocks: [{ id: "b1", text: "One. Two." }] })} />;

describe("ReadAloudControls", () => {
  let synthesis: FakeSpeechSynthesis;
  let uninstall: () => void;
  beforeEach(() => {
    ({ synthesis, uninstall } = installFakeSpeech());
    synthesis.voices = [fakeVoice("US English", "en-US")];
  });
  afterEach(() => uninstall());

  it("toggles reading and offers Pause, Resume and Stop while reading", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const toggle = screen.getByRole("button", { name: "Read Aloud" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(await screen.findByRole("button", { name: "Pause" }));
    expect(synthesis.paused).toBe(true);
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(synthesis.paused).toBe(false);
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("shows the unsupported message when the browser cannot speak", async () => {
    uninstall();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Read Aloud" }));
    expect(screen.getByText("Browser Does not support Text to Speech.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Browser Does not support Text to Speech.")).toBeNull();
  });
});
