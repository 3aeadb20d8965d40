import { act, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, type GenerationResult, type PostDraft } from "@wordloom/shared/api";
import { limitPrompt } from "../account";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { BUILT_IN_TONE_STYLE_LIST, signInTestUser } from "../generate/public/testing";
import { deferred, renderWithProviders } from "../test/render";
import { CategoryGeneratorPanel } from "./public/CategoryGeneratorPanel";
import { ConvertForX } from "./public/ConvertForX";

vi.mock("../api/client", () => ({
  api: { stream: vi.fn(), listPostTopics: vi.fn(), convertContentForX: vi.fn(), listToneStyles: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });

const DRAFT: PostDraft = {
  title: "Budget Basics",
  content: "A simple way to approach budgets:\n\n1. Start with a clear monthly budget.",
  hashtags: ["#Budget"],
  slides: [],
  poll: null,
};

const result = (draft: PostDraft, extra: Partial<GenerationResult> = {}): GenerationResult => ({
  generationId: "3b7f2f0e-1c1a-4a53-9a51-2f0b1c9d7e11",
  kind: "post-category",
  provider: "offline",
  model: "offline-template",
  promptId: "post-category.how-to",
  promptVersion: 1,
  draft: true,
  text: `${draft.content}\n\n${draft.hashtags.join(" ")}`,
  object: draft,
  usage: { tokensIn: 10, tokensOut: 20, estimated: true },
  ...extra,
});

/** A stream the test drives: a delta at once, the rest when `finish` settles. */
const controlledStream = () => {
  const calls: { body: unknown; signal: AbortSignal | undefined; finish: ReturnType<typeof deferred<GenerationResult>> }[] = [];
  vi.mocked(api.stream).mockImplementation(((_endpoint: unknown, input: { body: unknown }, init?: { signal?: AbortSignal }) => {
    const finish = deferred<GenerationResult>();
    calls.push({ body: input.body, signal: init?.signal, finish });
    return (async function* () {
      yield { event: "delta", data: { text: "A simple way " } };
      const done = await finish.promise;
      yield { event: "usage", data: done.usage };
      yield { event: "done", data: done };
    })();
  }) as never);
  return calls;
};

beforeEach(() => {
  vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
  vi.mocked(api.stream).mockReset();
  signInTestUser();
});
afterEach(() => {
  sessionStore.clear();
  act(() => limitPrompt.close());
});

const chooseCategory = async (label: string) => {
  await userEvent.click(screen.getByRole("combobox", { name: /Category/ }));
  await userEvent.click(screen.getByRole("option", { name: label }));
};
const generate = () => userEvent.click(screen.getByRole("button", { name: "Generate Post" }));

describe("CategoryGeneratorPanel", { timeout: 20_000 }, () => {
  it("shows the spec's messages from the shared rules and sends nothing until they are met", async () => {
    renderWithProviders(<CategoryGeneratorPanel onGenerated={vi.fn()} />);
    await generate();
    expect(screen.getByText("Add a valid category for your post!")).toBeTruthy();
    await chooseCategory("How-to");
    await generate();
    expect(screen.getByText("Select a valid Content Pillar!")).toBeTruthy();
    expect(screen.getByText("Add a valid topic or context for your post!")).toBeTruthy();
    expect(api.stream).not.toHaveBeenCalled();
  });

  it("streams with progress, then hands the typed draft and the inputs to onGenerated", async () => {
    const calls = controlledStream();
    const onGenerated = vi.fn();
    renderWithProviders(
      <CategoryGeneratorPanel
        brandVoice={{ id: "3b7f2f0e-1c1a-4a53-9a51-2f0b1c9d7e12", contentPillars: ["Cash flow"] }}
        initialCategory="how-to"
        onGenerated={onGenerated}
      />,
    );
    await userEvent.type(screen.getByRole("combobox", { name: "Content Pillar" }), "Cash flow");
    await userEvent.type(screen.getByRole("textbox", { name: /Topic or context/ }), "Monthly budgets");
    await generate();
    expect(calls[0]?.body).toMatchObject({
      category: "how-to",
      postType: "Post",
      contentPillar: "Cash flow",
      context: "Monthly budgets",
      tone: "Conversational",
      style: "Simplified",
      presentationStyle: "Storytelling",
      brandVoiceId: "3b7f2f0e-1c1a-4a53-9a51-2f0b1c9d7e12",
    });
    expect(await screen.findByText("A simple way")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
    await act(async () => calls[0]?.finish.resolve(result(DRAFT)));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledTimes(1));
    expect(onGenerated.mock.calls[0]?.[0]).toMatchObject({
      category: "how-to",
      title: "Budget Basics",
      hashtags: ["#Budget"],
      slides: [],
      poll: null,
      draft: true,
      request: { context: "Monthly budgets" },
    });
    expect(screen.getByText("Template draft — connect a model for AI writing")).toBeTruthy();
  });

  it("sends the length the slider shows: at least 1000 for a blog, the testimonial's length + 100", async () => {
    const calls = controlledStream();
    renderWithProviders(<CategoryGeneratorPanel postType="Blog" initialCategory="write-my-own" onGenerated={vi.fn()} />);
    expect(screen.getByText("Length: about 1000 characters")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: /Your text/ }), "Our notes about budgets.");
    await generate();
    expect(calls[0]?.body).toMatchObject({ length: 1000, postType: "Blog", typeMaxLength: 3000 });
  });

  it("picks at most 5 suggested topics", async () => {
    vi.mocked(api.listPostTopics).mockResolvedValue({
      category: "tips-and-tricks",
      provider: "offline",
      draft: true,
      topics: ["One", "Two", "Three", "Four", "Five", "Six"].map((topic) => ({
        topic,
        overview: "",
        trendingOn: null,
        trendingSinceDays: null,
        products: [],
        options: [],
      })),
    });
    renderWithProviders(<CategoryGeneratorPanel postType="Story" initialCategory="tips-and-tricks" onGenerated={vi.fn()} />);
    await userEvent.type(screen.getByRole("textbox", { name: /Topic or context/ }), "budgets");
    await userEvent.click(screen.getByRole("button", { name: "Suggest topics" }));
    expect(vi.mocked(api.listPostTopics).mock.calls[0]?.[0]).toMatchObject({ body: { category: "tips-and-tricks", context: "budgets" } });
    for (const topic of ["One", "Two", "Three", "Four", "Five", "Six"]) {
      await userEvent.click(await screen.findByRole("button", { name: topic }));
    }
    expect(screen.getByText("Maximum 5 items can be selected at a time!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Six" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("builds review angles with Enter (≤ 30 characters, at least 3)", async () => {
    renderWithProviders(<CategoryGeneratorPanel postType="Story" initialCategory="product-review" onGenerated={vi.fn()} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Product" }), "Ledgerly");
    const angles = screen.getByRole("textbox", { name: "Review angles" });
    await userEvent.type(angles, `${"x".repeat(31)}{Enter}`);
    expect(screen.getByText("An entry can be at most 30 characters.")).toBeTruthy();
    await userEvent.clear(angles);
    await userEvent.type(angles, "Price{Enter}Setup{Enter}price{Enter}");
    await generate();
    expect(screen.getByText("Add at least 3 review angles.")).toBeTruthy();
    expect(api.stream).not.toHaveBeenCalled();
  });

  it("opens the plan-limit prompt on 403 and shows NEEDS_MODEL's reason", async () => {
    const calls = controlledStream();
    renderWithProviders(<CategoryGeneratorPanel postType="Story" initialCategory="write-my-own" onGenerated={vi.fn()} />);
    await userEvent.type(screen.getByRole("textbox", { name: /Your text/ }), "Our notes about budgets.");
    await generate();
    await act(async () => calls[0]?.finish.reject(new ApiError(403, "FEATURE_LIMIT", "limit", { feature: "SocialPost" })));
    expect(limitPrompt.get()).toBe("SocialPost");
    expect(screen.getByText("You have exhausted allowed limit for this feature. Kindly upgrade your subscription.")).toBeTruthy();
    await generate();
    await act(async () =>
      calls[1]?.finish.reject(new ApiError(501, "NEEDS_MODEL", "Templates cannot do this. Connect a language model to use it.")),
    );
    expect(screen.getByText("Templates cannot do this. Connect a language model to use it.")).toBeTruthy();
  });
});

describe("ConvertForX", { timeout: 20_000 }, () => {
  it("counts with twitter-text, says when the original is over X's limit, and hands the converted text over", async () => {
    const long = `${"Start with a clear monthly budget. ".repeat(9)}https://example.com/${"a".repeat(100)}`;
    vi.mocked(api.convertContentForX).mockResolvedValue({
      text: "Start with a clear monthly budget.",
      weightedLength: 34,
      maxLength: 280,
      shortened: true,
      provider: "offline",
      draft: true,
    });
    const onConverted = vi.fn();
    renderWithProviders(<ConvertForX content={long} title="Budgets" onConverted={onConverted} />);
    // 9 × 35 characters, then a link counted as 23 whatever its length.
    expect(screen.getByLabelText("Length on X").textContent).toBe("338/280");
    expect(screen.getByText("Max allowed length for Twitter is 280 characters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Convert for X" }));
    await waitFor(() => expect(onConverted).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.convertContentForX).mock.calls[0]?.[0]).toEqual({
      body: { content: long, premium: false, brandVoiceId: null, title: "Budgets" },
    });
    expect(screen.getByText("34/280 · shortened to fit")).toBeTruthy();
  });

  it("opens the plan-limit prompt on 403", async () => {
    vi.mocked(api.convertContentForX).mockRejectedValue(new ApiError(403, "FEATURE_LIMIT", "limit", { feature: "SocialPost" }));
    renderWithProviders(<ConvertForX content="Short post." premium onConverted={vi.fn()} />);
    expect(screen.getByLabelText("Length on X").textContent).toBe("11/25000");
    await userEvent.click(screen.getByRole("button", { name: "Convert for X" }));
    await waitFor(() => expect(limitPrompt.get()).toBe("SocialPost"));
  });
});
