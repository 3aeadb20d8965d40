import { act, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, type GenerationResult } from "@wordloom/shared/api";
import { limitPrompt } from "../../account";
import { api } from "../../api/client";
import { sessionStore } from "../../api/session";
import { deferred } from "../../test/render";
import { streamGeneration } from "../stream/generation-client";
import type { StreamGenerationOptions } from "../stream/stream-generation";
import { testResult } from "../stream/test-streams";
import { BUILT_IN_TONE_STYLE_LIST, OFFLINE_STATUS } from "../testing/ai-fixtures";
import { renderPane, signInTestUser } from "../testing/render-pane";
import { BlogPane } from "./BlogPane";
import { FreeTextPane } from "./FreeTextPane";
import { PitchPane } from "./PitchPane";
import { SocialPostPane } from "./SocialPostPane";

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

/** A generation the test drives: it sends deltas, then finishes or fails. */
const controlledStream = () => {
  const calls: { body: unknown; options: StreamGenerationOptions; finish: ReturnType<typeof deferred<GenerationResult>> }[] = [];
  stream.mockImplementation((_endpoint, body, options = {}) => {
    const finish = deferred<GenerationResult>();
    calls.push({ body, options, finish });
    return finish.promise;
  });
  return calls;
};

beforeEach(() => {
  vi.mocked(api.aiStatus).mockResolvedValue(OFFLINE_STATUS);
  vi.mocked(api.listBrandVoices).mockResolvedValue({ items: [] });
  vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
  stream.mockReset();
  signInTestUser();
});
afterEach(() => {
  sessionStore.clear();
  act(() => limitPrompt.close());
});

const generate = (name: RegExp | string = /^Generate/) => userEvent.click(screen.getByRole("button", { name }));

describe("creation panes", { timeout: 20_000 }, () => {
  it("asks for a blog topic with the spec's message and sends nothing", async () => {
    renderPane(<BlogPane />);
    await generate("Generate Blog");
    expect(await screen.findByText("* Please provide a topic")).toBeTruthy();
    expect(stream).not.toHaveBeenCalled();
  });

  it("shows the text token by token, then Load To Editor and Re-Generate", async () => {
    const calls = controlledStream();
    renderPane(<BlogPane />);
    await userEvent.type(screen.getByRole("textbox", { name: /Topic/ }), "Remote work");
    await generate("Generate Blog");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ topic: "Remote work", length: 1000 });
    const region = () => document.querySelector("[data-generated-text]")?.textContent;
    act(() => calls[0]?.options.onDelta?.("Working"));
    expect(region()).toBe("Working");
    act(() => calls[0]?.options.onDelta?.(" from home"));
    expect(region()).toBe("Working from home");
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();
    await act(async () => calls[0]?.finish.resolve(testResult({ text: "Working from home" })));
    expect((screen.getByRole("button", { name: "Load To Editor" }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Re-Generate" }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it("aborts the stream under way on Re-Generate and on leaving the pane", async () => {
    const calls = controlledStream();
    const view = renderPane(<BlogPane />);
    await userEvent.type(screen.getByRole("textbox", { name: /Topic/ }), "Tea");
    await generate("Generate Blog");
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(calls[0]?.options.signal?.aborted).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Re-Generate" }));
    view.unmount();
    expect(calls[1]?.options.signal?.aborted).toBe(true);
  });

  it("says 'No data found' when nothing was written", async () => {
    const calls = controlledStream();
    renderPane(<FreeTextPane pane="messages" />);
    await userEvent.type(screen.getByRole("textbox", { name: /What should the message say/ }), "Thank Sam for the plants");
    await generate();
    await act(async () => calls[0]?.finish.resolve(testResult({ text: "", kind: "messages" })));
    expect(screen.getByText("No data found. Please try Re-Generating again!")).toBeTruthy();
  });

  it("labels offline output as a template draft", async () => {
    const calls = controlledStream();
    renderPane(<FreeTextPane pane="message-craft" />);
    await userEvent.type(screen.getByRole("textbox", { name: "Your request" }), "Remind the club about Thursday");
    await generate();
    await act(async () =>
      calls[0]?.finish.resolve(testResult({ text: "Hi all", draft: true, provider: "offline", kind: "message-craft" })),
    );
    expect(screen.getByText("Template draft — connect a model for AI writing")).toBeTruthy();
  });

  it("shows the spec's messages for failures and opens the limit prompt on 403", async () => {
    const calls = controlledStream();
    renderPane(<FreeTextPane pane="memoir" />);
    await userEvent.type(screen.getByRole("textbox", { name: /memoir be about/ }), "Sailing with my grandfather");
    await generate();
    await act(async () => calls[0]?.finish.reject(new ApiError(502, "MODEL_UNAVAILABLE", "upstream down")));
    expect(screen.getByText("We are facing issues with our servers. please try in a few minutes")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Re-Generate" }));
    await act(async () => calls[1]?.finish.reject(new ApiError(403, "FEATURE_LIMIT", "limit", { feature: "Memoir" })));
    expect(screen.getByText("You have exhausted allowed limit for this feature. Kindly upgrade your subscription.")).toBeTruthy();
    expect(limitPrompt.get()).toBe("Memoir");
    await userEvent.click(screen.getByRole("button", { name: "Re-Generate" }));
    await act(async () => calls[2]?.finish.reject(new ApiError(500, "INTERNAL", "boom")));
    expect(screen.getByText("Something went wrong!")).toBeTruthy();
  });

  it("shows what to configure when the offline engine needs a model", async () => {
    const calls = controlledStream();
    renderPane(<BlogPane />);
    expect(await screen.findByText("Offline template engine (no language model connected)")).toBeTruthy();
    expect(screen.getByText("This needs a language model; the offline template engine cannot write it.")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: /Topic/ }), "Tea");
    await generate("Generate Blog");
    await act(async () =>
      calls[0]?.finish.reject(
        new ApiError(501, "NEEDS_MODEL", "Blog posts need a language model.", { configure: ["LLM_BASE_URL", "LLM_MODEL"] }),
      ),
    );
    expect(screen.getByText("Blog posts need a language model.")).toBeTruthy();
    expect(screen.getAllByText("LLM_BASE_URL").length).toBeGreaterThan(0);
  });

  it("needs the pitch's description and USP", async () => {
    renderPane(<PitchPane />);
    await generate("Generate Pitch");
    expect(await screen.findByText("Product Description is required!")).toBeTruthy();
    expect(screen.getByText("Please add the unique selling point (USP).")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Service" }));
    expect(screen.getByText("Service Description")).toBeTruthy();
  });

  it("needs a category for a social post, and keeps LinkedIn Format off for blogs", async () => {
    renderPane(<SocialPostPane />);
    await generate("Generate Post");
    expect(await screen.findByText("Add a valid category for your post!")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Blog" }));
    expect((screen.getByRole("checkbox", { name: "LinkedIn Format" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Not Supported for Blog Type")).toBeTruthy();
  });

  it("asks what a message should say", async () => {
    renderPane(<FreeTextPane pane="memoir" />);
    await generate();
    await waitFor(() => expect(screen.getByText("Please write what you want the message to say.")).toBeTruthy());
  });
});
