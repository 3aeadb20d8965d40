import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { AppToaster } from "../../ui/AppToaster";
import { testPost } from "../test-fixtures";
import { ContentTabs } from "./ContentTabs";
import { MailSetupDialog } from "./MailSetupDialog";

vi.mock("../../api/client", () => ({ api: { convertContentForX: vi.fn() } }));

const userEvent = userEventLib.setup({ delay: null });
afterEach(() => vi.clearAllMocks());

describe("the Twitter tab", () => {
  it("counts with twitter-text and blocks typing beyond X's limit with the spec's message", async () => {
    const onXContent = vi.fn();
    const props = {
      content: "short",
      view: "twitter" as const,
      premium: false,
      brandVoiceId: null,
      disabled: false,
      onContent: vi.fn(),
      onXContent,
      onView: vi.fn(),
    };
    const first = renderWithProviders(<ContentTabs {...props} xContent={"a".repeat(280)} />);
    expect(screen.getByText("280 / 280")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Content for X" }), { target: { value: "a".repeat(281) } });
    expect(await screen.findByText("Max allowed length for Twitter is 280 characters")).toBeTruthy();
    expect(onXContent).not.toHaveBeenCalled();
    // A link counts 23 whatever its length.
    first.unmount();
    renderWithProviders(<ContentTabs {...props} xContent={`Read https://example.com/${"x".repeat(100)}`} />);
    expect(screen.getByText("28 / 280")).toBeTruthy();
  });
});

describe("Mail Setup", () => {
  const open = (overrides: Partial<Parameters<typeof MailSetupDialog>[0]> = {}) => {
    const save = vi.fn(() => Promise.resolve());
    const removeMedia = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <>
        <AppToaster />
        <MailSetupDialog
          open
          post={testPost({ type: "mail" })}
          disabled={false}
          onClose={vi.fn()}
          upload={vi.fn(() => Promise.resolve())}
          removeMedia={removeMedia}
          save={save}
          {...overrides}
        />
      </>,
    );
    return { save, removeMedia };
  };

  it("needs one To recipient: 'Please specify at least one recipient in 'TO''", async () => {
    const { save } = open();
    await userEvent.click(screen.getByRole("button", { name: "Save", hidden: true }));
    expect(await screen.findByText("Please specify at least one recipient in 'TO'")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("pasting extracts the addresses, ignores duplicates and says 'Some mails are invalid'", async () => {
    const { save } = open();
    const input = screen.getByRole("textbox", { name: "Add TO address", hidden: true });
    fireEvent.paste(input, { clipboardData: { getData: () => "ada@example.com, not-a-mail; ADA@example.com bob@example.org" } });
    expect(await screen.findByText("Some mails are invalid")).toBeTruthy();
    expect(screen.getByText("TO (2/10)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save", hidden: true }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ to: ["ada@example.com", "bob@example.org"], cc: [], bcc: [] })),
    );
  });

  it("takes 2 attachments at most and says when a banner or an attachment is removed", async () => {
    const media = (id: string, purpose: "mail_banner" | "mail_attachment", title: string) => ({
      id,
      kind: "image" as const,
      purpose,
      title,
      url: `/media/${id}`,
      mimeType: "image/png",
      byteLength: 10,
      width: 10,
      height: 10,
      aspectRatio: 1,
      durationSeconds: null,
      thumbnailUrl: null,
      isThirdParty: false,
    });
    const post = testPost({
      type: "mail",
      media: [
        media("0b1c2d3e-4f50-4a6b-8c7d-0000000000a1", "mail_banner", "banner.png"),
        media("0b1c2d3e-4f50-4a6b-8c7d-0000000000a2", "mail_attachment", "one.png"),
        media("0b1c2d3e-4f50-4a6b-8c7d-0000000000a3", "mail_attachment", "two.png"),
      ],
    });
    const { removeMedia } = open({ post });
    await userEvent.click(screen.getByRole("button", { name: "Add attachment (2/2)", hidden: true }));
    expect((await screen.findAllByText("Maximum number of attachment reached.", {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Remove banner", hidden: true }));
    expect((await screen.findAllByText("Banner removed")).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Remove one.png", hidden: true }));
    expect((await screen.findAllByText("Attachment Removed")).length).toBeGreaterThan(0);
    expect(removeMedia).toHaveBeenCalledTimes(2);
  }, 20_000);
});
