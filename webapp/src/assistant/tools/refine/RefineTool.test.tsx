import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { testUser } from "../../../test/user";
import { MESSAGES, refineEmptyMessage } from "../../messages";
import { serverFailure } from "../../testing/api-errors";
import { fakeHost, paragraph } from "../../testing/fake-host";
import { renderPane } from "../../testing/render-pane";
import { RefineTool } from "./RefineTool";

vi.mock("../../../api/client", () => ({ api: { similarWords: vi.fn(), suggestDecorators: vi.fn(), suggestEnhancers: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
const TEXT = "She walked slowly to a house.";
const selection = { blockId: "p1", start: 4, end: 10, text: "walked" };

const setup = () => {
  const host = fakeHost([paragraph("p1", TEXT)], { selection });
  renderPane(<RefineTool host={host} context={host.getContext()} user={testUser()} desktop />);
  return host;
};

beforeEach(() => {
  vi.mocked(api.similarWords).mockReset();
  vi.mocked(api.suggestDecorators).mockReset();
  vi.mocked(api.suggestEnhancers).mockReset();
});

describe("Refine tool", { timeout: 15_000 }, () => {
  it("shows 10 similar words, then Show more; choosing one replaces the selected word", async () => {
    const syns = Array.from({ length: 12 }, (_unused, index) => ({
      word: `stroll${index}`,
      lemma: "stroll",
      meaning: "walk leisurely",
      relation: "similar" as const,
      score: 1,
    }));
    vi.mocked(api.similarWords).mockResolvedValue({ word: "walked", lemma: "walk", syns });
    const host = setup();
    const list = await screen.findByRole("list", { name: "Similar words" });
    expect(within(list).getAllByRole("button")).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(within(list).getAllByRole("button")).toHaveLength(12);
    await userEvent.click(within(list).getByRole("button", { name: "stroll3" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("She stroll3 slowly to a house."));
    expect(vi.mocked(api.similarWords).mock.calls[0]?.[0]?.body).toMatchObject({ word: "walked", text: TEXT, start: 4 });
  });

  it("says 'Could not fetch similar words.' on failure and 'No Similar Words to show in this block!' for none", async () => {
    vi.mocked(api.similarWords).mockRejectedValueOnce(serverFailure());
    setup();
    expect(await screen.findByText(MESSAGES.similarWordsFailed)).toBeTruthy();
  });

  it("applies a decorator's edit and an enhancer's phrase", async () => {
    vi.mocked(api.similarWords).mockResolvedValue({ word: "walked", lemma: "walk", syns: [] });
    vi.mocked(api.suggestDecorators).mockResolvedValue({
      decorators: [
        {
          blockId: "p1",
          sentenceIndex: 0,
          start: 21,
          end: 28,
          candidate: "a house",
          lemma: "house",
          pos: "noun",
          decorators: [
            {
              decorator: "elegant",
              meaning: "refined and tasteful",
              source: "wordnet",
              phrase: "an elegant house",
              edit: { start: 21, end: 28, text: "an elegant house" },
            },
          ],
        },
      ],
    });
    vi.mocked(api.suggestEnhancers).mockResolvedValue({
      enhancers: [
        {
          blockId: "p1",
          sentenceIndex: 0,
          start: 4,
          end: 17,
          candidate: "walked slowly",
          kind: "verbAdverb",
          enhancers: [{ enhancer: "ambled", lemma: "amble", meaning: "walk slowly", phrase: "ambled" }],
        },
      ],
    });
    const host = setup();
    expect(await screen.findByText(refineEmptyMessage("Similar Words"))).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Decorators" }));
    const card = await screen.findByRole("listitem", { name: "Refine: a house" });
    await userEvent.click(within(card).getByRole("button", { name: "Meaning of elegant" }));
    expect(within(card).getByText("elegant: refined and tasteful")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "elegant" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("She walked slowly to an elegant house."));

    await userEvent.click(screen.getByRole("tab", { name: "Enhancers" }));
    const enhancer = await screen.findByRole("listitem", { name: "Refine: walked slowly" });
    await userEvent.click(within(enhancer).getByRole("button", { name: "ambled" }));
    await waitFor(() => expect(host.blockText("p1")).toBe("She ambled to an elegant house."));
    expect(await screen.findByText(refineEmptyMessage("Enhancers"))).toBeTruthy();
  });
});
