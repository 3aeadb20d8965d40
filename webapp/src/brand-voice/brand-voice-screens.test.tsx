import { screen, waitFor, within } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrandVoice, ToneStyleList } from "@wordloom/shared/api";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { BUILT_IN_TONE_STYLE_LIST, renderPane, signInTestUser } from "../generate/public/testing";
import { BrandVoicesPage } from "./BrandVoicesPage";
import { PillarsEditor } from "./PillarsEditor";
import { ToneStylesPanel } from "./ToneStylesPanel";

vi.mock("../api/client", () => ({
  api: {
    listBrandVoices: vi.fn(),
    listToneStyles: vi.fn(),
    saveToneStyle: vi.fn(),
    removeToneStyle: vi.fn(),
    deleteBrandVoice: vi.fn(),
    createBrandVoiceFromUrl: vi.fn(),
    suggestBrandVoicePillars: vi.fn(),
  },
}));

const userEvent = userEventLib.setup({ delay: null });

const VOICE: BrandVoice = {
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  title: "Bloom & Co wedding florist of Bristol",
  niche: "Wedding flowers",
  contentPillars: ["Seasonal blooms"],
  desiredCustomerResponse: "",
  targetAudience: { segment: "", interests: [], ageGroup: "", geography: "" },
  howIHelp: "",
  brandPromise: "",
  myValues: "",
  myGoals: "",
  contentFocus: "",
  changeIDesire: "",
  sourceUrl: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  can: { edit: true, delete: true },
};

beforeEach(() => {
  signInTestUser();
  vi.mocked(api.listToneStyles).mockResolvedValue(BUILT_IN_TONE_STYLE_LIST);
  vi.mocked(api.listBrandVoices).mockResolvedValue({ items: [VOICE] });
});
afterEach(() => sessionStore.clear());

const PillarsHarness = ({ initial }: { initial: string[] }) => {
  const [pillars, setPillars] = useState(initial);
  return (
    <PillarsEditor
      pillars={pillars}
      onChange={setPillars}
      canSuggest
      suggest={async () => ({ pillars: ["Real weddings", "seasonal blooms"], draft: true })}
    />
  );
};

describe("content pillars editor", { timeout: 20_000 }, () => {
  it("refuses a duplicate pillar with the spec's message", async () => {
    renderPane(<PillarsHarness initial={["Seasonal blooms"]} />, "/writing/app/brand-voices/new");
    await userEvent.type(screen.getByRole("textbox", { name: "New pillar" }), "seasonal BLOOMS");
    await userEvent.click(screen.getByRole("button", { name: "Add pillar" }));
    expect(screen.getByText("Pillar already present!")).toBeTruthy();
  });

  it("hides the custom input once 7 pillars exist", async () => {
    renderPane(<PillarsHarness initial={["A", "B", "C", "D", "E", "F"]} />, "/writing/app/brand-voices/new");
    await userEvent.type(screen.getByRole("textbox", { name: "New pillar" }), "G{Enter}");
    expect(screen.queryByRole("textbox", { name: "New pillar" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Remove G$/ }));
    expect(screen.getByRole("textbox", { name: "New pillar" })).toBeTruthy();
  });

  it("merges suggestions from the niche without duplicates", async () => {
    renderPane(<PillarsHarness initial={["Seasonal blooms"]} />, "/writing/app/brand-voices/new");
    await userEvent.click(screen.getByRole("button", { name: "Suggest from niche" }));
    expect(await screen.findByText("Pillar Generated! Click save to save in brand voice")).toBeTruthy();
    const tags = within(screen.getByRole("toolbar", { name: "Content pillars" }));
    expect(tags.getAllByRole("button").map((tag) => tag.textContent)).toEqual(["Seasonal blooms", "Real weddings"]);
  });
});

describe("tone - style pairs", { timeout: 20_000 }, () => {
  it("needs both parts, lists the built-ins first and saves a pair", async () => {
    const saved: ToneStyleList = {
      ...BUILT_IN_TONE_STYLE_LIST,
      items: [
        ...BUILT_IN_TONE_STYLE_LIST.items,
        { id: "1c0e7d3a-1b2c-4d5e-8f90-123456789abc", tone: "Friendly", style: "Concise", value: "Friendly - Concise", builtIn: false },
      ],
      saved: 1,
    };
    vi.mocked(api.saveToneStyle).mockResolvedValue(saved);
    renderPane(<ToneStylesPanel brandVoiceId={null} heading="Global tone - style" />, "/writing/app/brand-voices");
    const list = await screen.findByRole("list", { name: "Tone - style pairs" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Professional - Simplified", "Conversational - Storytelling"]);
    await userEvent.type(screen.getByRole("textbox", { name: "Tone" }), "Friendly");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Please fill style tone to save!")).toBeTruthy();
    expect(api.saveToneStyle).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Style" }), "Concise");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove Friendly - Concise" })).toBeTruthy());
    expect(vi.mocked(api.saveToneStyle).mock.calls[0]?.[0].body).toEqual({ tone: "Friendly", style: "Concise", brandVoiceId: null });
  });

  it("refuses a 21st pair with the spec's message", async () => {
    vi.mocked(api.listToneStyles).mockResolvedValue({ ...BUILT_IN_TONE_STYLE_LIST, saved: 20 });
    renderPane(<ToneStylesPanel brandVoiceId={null} heading="Global tone - style" />, "/writing/app/brand-voices");
    await screen.findByText("20 of 20 saved");
    await userEvent.type(screen.getByRole("textbox", { name: "Tone" }), "Warm");
    await userEvent.type(screen.getByRole("textbox", { name: "Style" }), "Plain");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Maximum global tones limit(20) exeeded! Remove some to add new")).toBeTruthy();
  });
});

describe("brand voices screen", { timeout: 20_000 }, () => {
  it("lists voices with titles cut at 25 characters and deletes after confirming", async () => {
    vi.mocked(api.deleteBrandVoice).mockResolvedValue({ ok: true });
    renderPane(<BrandVoicesPage />, "/writing/app/brand-voices");
    expect(await screen.findByText("Bloom & Co wedding floris…")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: `Delete ${VOICE.title}` }));
    // Under jsdom, Fluent's focus manager leaves the dialog marked aria-hidden while it opens.
    await userEvent.click(await screen.findByRole("button", { name: "Proceed", hidden: true }));
    await waitFor(() => expect(vi.mocked(api.deleteBrandVoice).mock.calls[0]?.[0].params.id).toBe(VOICE.id));
  });

  it("checks the URL before asking the server to read it", async () => {
    renderPane(<BrandVoicesPage />, "/writing/app/brand-voices");
    await userEvent.type(screen.getByRole("textbox", { name: /Create from a website/ }), "not a url");
    await userEvent.click(screen.getByRole("button", { name: "Create from URL" }));
    expect(screen.getByText("Please add a valid Url to generate!")).toBeTruthy();
    expect(api.createBrandVoiceFromUrl).not.toHaveBeenCalled();
  });
});
