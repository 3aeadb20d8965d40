import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SocialAccount } from "@wordloom/shared/model";
import { findMailTemplate, mailTemplateText } from "@wordloom/shared/rules";
import { renderWithProviders } from "../../test/render";
import { testPost } from "../test-fixtures";
import { AccountPicker } from "./AccountPicker";
import { MailSetupDialog } from "./MailSetupDialog";
import type { TargetChoice } from "./post-draft";

/** A template that exists. */
const pick = (key: string) => {
  const template = findMailTemplate(key);
  if (!template) {
    throw new Error(`no template ${key}`);
  }
  return template;
};

vi.mock("../../api/client", () => ({ api: {} }));

const userEvent = userEventLib.setup({ delay: null });
afterEach(() => vi.clearAllMocks());

const youtube: SocialAccount = {
  id: "0b1c2d3e-4f50-4a6b-8c7d-0000000000b1",
  platform: "youtube",
  platformUserId: "UC123",
  username: "wordloom",
  displayName: "Wordloom Channel",
  pictureUrl: null,
  isPremium: false,
  status: "linked",
  statusReason: null,
  linkedAt: "2026-03-01T10:00:00.000Z",
  targets: [
    { id: "UC123", kind: "channel", name: "Wordloom Channel", pictureUrl: null, parentId: null },
    { id: "PL1", kind: "playlist", name: "Launches", pictureUrl: null, parentId: "UC123" },
    { id: "PL2", kind: "playlist", name: "Tutorials", pictureUrl: null, parentId: "UC123" },
  ],
};

/** The picker with its value held like the editor holds it; `seen` gets every change. */
const Picker = ({ initial, seen }: { initial: TargetChoice[]; seen: (value: TargetChoice[]) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <AccountPicker
      accounts={[youtube]}
      value={value}
      type="video"
      disabled={false}
      product="content"
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
};

describe("YouTube entries in the account picker", () => {
  it("asks for a channel or playlist when the account itself is chosen", async () => {
    renderWithProviders(<Picker initial={[]} seen={vi.fn()} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Wordloom Channel · YouTube" }));
    expect(await screen.findByText("Select a Youtube channel or playlist to continue.")).toBeTruthy();
  });

  it("takes a playlist to add the video to and tags, counted against 500 characters", async () => {
    const seen = vi.fn();
    renderWithProviders(<Picker initial={[{ accountId: youtube.id, destinationId: "UC123" }]} seen={seen} />);
    const settings = screen.getByRole("group", { name: "YouTube settings for Wordloom Channel · Wordloom Channel" });
    expect(settings).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Also add to playlist" }), { target: { value: "PL2" } });
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ destinationId: "UC123", playlists: ["PL2"] })]);

    await userEvent.type(screen.getByPlaceholderText("Add tags"), "launch, spring sale{Enter}");
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ tags: ["launch", "spring sale"], playlists: ["PL2"] })]);
    // "spring sale" counts with its quotes: 6 + 1 + 13.
    expect(screen.getByText(/^20\/500 characters/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove tag launch" }));
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ tags: ["spring sale"] })]);
  });

  it("refuses a tag over 30 characters and tags past 500 characters in all", async () => {
    const seen = vi.fn();
    const tags = Array.from({ length: 20 }, (_, index) => `tag-number-${String(index).padStart(2, "0")}-abcdefghij`);
    renderWithProviders(<Picker initial={[{ accountId: youtube.id, destinationId: "PL1", tags }]} seen={seen} />);
    const input = screen.getByPlaceholderText("Add tags");
    await userEvent.type(input, `${"x".repeat(31)}{Enter}`);
    expect(await screen.findByText("A tag can have at most 30 characters.")).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, "one-more-tag{Enter}");
    expect(await screen.findByText("YouTube tags must be 500 characters or fewer in all.")).toBeTruthy();
    expect(seen).not.toHaveBeenCalled();
    // The destination playlist is not offered again.
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["None", "Tutorials"]);
  });
});

describe("Mail Setup templates", () => {
  const open = (post = testPost({ type: "mail", title: "Spring launch" }), body?: string) => {
    const save = vi.fn(() => Promise.resolve());
    const onBodyChange = vi.fn();
    renderWithProviders(
      <MailSetupDialog
        open
        post={post}
        {...(body === undefined ? {} : { body })}
        onBodyChange={onBodyChange}
        disabled={false}
        onClose={vi.fn()}
        upload={vi.fn(() => Promise.resolve())}
        removeMedia={vi.fn(() => Promise.resolve())}
        save={save}
      />,
    );
    return { save, onBodyChange };
  };
  const announcement = mailTemplateText(pick("announcement"), "Spring launch");
  const invitation = mailTemplateText(pick("event_invitation"), "Spring launch");

  it("fills an empty mail without asking and saves the chosen template", async () => {
    const { save, onBodyChange } = open(undefined, "");
    fireEvent.change(screen.getByRole("combobox", { name: "Start from a template", hidden: true }), { target: { value: "announcement" } });
    expect((screen.getByRole("textbox", { name: "Subject", hidden: true }) as HTMLInputElement).value).toBe(announcement.subject);
    expect(onBodyChange).toHaveBeenLastCalledWith(announcement.body);
    expect((screen.getByRole("textbox", { name: "Mail text", hidden: true }) as HTMLTextAreaElement).value).toBe(announcement.body);

    // Another template replaces the untouched one without asking.
    fireEvent.change(screen.getByRole("combobox", { name: "Start from a template", hidden: true }), {
      target: { value: "event_invitation" },
    });
    expect(onBodyChange).toHaveBeenLastCalledWith(invitation.body);

    fireEvent.paste(screen.getByRole("textbox", { name: "Add TO address", hidden: true }), {
      clipboardData: { getData: () => "ada@example.com, bob@example.org" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save", hidden: true }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ subject: invitation.subject, templateSelected: "event_invitation" })),
    );
  });

  it("asks before replacing words the user wrote, and keeps them when asked to", async () => {
    const { onBodyChange } = open(undefined, "My own words for our readers.");
    fireEvent.change(screen.getByRole("textbox", { name: "Subject", hidden: true }), { target: { value: "My subject" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Start from a template", hidden: true }), { target: { value: "newsletter" } });
    expect(await screen.findByText("The Newsletter template would replace the subject and text you wrote. Replace it?")).toBeTruthy();
    expect(onBodyChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Keep my text", hidden: true }));
    expect((screen.getByRole("textbox", { name: "Subject", hidden: true }) as HTMLInputElement).value).toBe("My subject");
    expect(onBodyChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole("combobox", { name: "Start from a template", hidden: true }), { target: { value: "follow_up" } });
    await userEvent.click(await screen.findByRole("button", { name: "Replace", hidden: true }));
    const followUp = mailTemplateText(pick("follow_up"), "Spring launch");
    expect((screen.getByRole("textbox", { name: "Subject", hidden: true }) as HTMLInputElement).value).toBe(followUp.subject);
    expect(onBodyChange).toHaveBeenLastCalledWith(followUp.body);
  });
});
