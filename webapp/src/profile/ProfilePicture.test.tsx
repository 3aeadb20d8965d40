import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { sessionStore } from "../api/session";
import { NOT_AN_IMAGE_MESSAGE, SELECT_CROP_AREA_MESSAGE } from "./picture-rules";
import { ProfilePicture } from "./ProfilePicture";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";

vi.mock("../api/client", () => ({
  api: { uploadProfilePicture: vi.fn(), deleteProfilePicture: vi.fn(), me: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null, applyAccept: false });
/** Fluent\'s first render and the 500 ms debounce are slow under jsdom on a busy machine. */
const SLOW_UI_TIMEOUT_MS = 15_000;
const user = testUser({ profilepic: null });
const fileInput = () => screen.getByLabelText<HTMLInputElement>("Choose a profile picture");
const picture = (name: string, type: string, size = 2048) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

beforeEach(() => {
  vi.mocked(api.uploadProfilePicture).mockReset();
  vi.mocked(api.deleteProfilePicture).mockReset();
  URL.createObjectURL = vi.fn(() => "blob:picked");
  URL.revokeObjectURL = vi.fn();
  sessionStore.set({ accessToken: "a", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user });
});
afterEach(() => sessionStore.clear());

describe("profile picture", { timeout: SLOW_UI_TIMEOUT_MS }, () => {
  it("refuses a file over 8 MB with the spec's message, without opening the cropper", async () => {
    renderWithProviders(<ProfilePicture user={user} />);
    await userEvent.upload(fileInput(), picture("big.jpg", "image/jpeg", LIMITS.imageUploadBytes + 1));
    expect(await screen.findByText("Image size limit of 8MB exceeded for image 1")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a file that is not an image", async () => {
    renderWithProviders(<ProfilePicture user={user} />);
    await userEvent.upload(fileInput(), picture("notes.pdf", "application/pdf"));
    expect(await screen.findByText(NOT_AN_IMAGE_MESSAGE)).toBeTruthy();
  });

  it("asks for an area before cropping", async () => {
    renderWithProviders(<ProfilePicture user={user} />);
    await userEvent.upload(fileInput(), picture("me.png", "image/png"));
    await screen.findByRole("dialog");
    // jsdom never loads the image, so the cropper never reports a usable area.
    await userEvent.click(screen.getByRole("button", { name: "Crop" }));
    expect(await screen.findByText(SELECT_CROP_AREA_MESSAGE)).toBeTruthy();
    expect(api.uploadProfilePicture).not.toHaveBeenCalled();
  });

  it("uploads the full picture and updates the session user", async () => {
    const updated = testUser({ profilepic: "/media/avatars/abc.png" });
    vi.mocked(api.uploadProfilePicture).mockResolvedValue(updated);
    renderWithProviders(<ProfilePicture user={user} />);
    const file = picture("me.png", "image/png");
    await userEvent.upload(fileInput(), file);
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "Upload full" }));
    expect(api.uploadProfilePicture).toHaveBeenCalledWith({ file, fileName: "me.png" });
    await waitFor(() => expect(sessionStore.get()?.user.profilepic).toBe("/media/avatars/abc.png"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the cropper open with the server's message when the upload fails", async () => {
    const { ApiError } = await import("@wordloom/shared/api");
    vi.mocked(api.uploadProfilePicture).mockRejectedValue(
      new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "The picture must be a JPEG, PNG, WebP or GIF image."),
    );
    renderWithProviders(<ProfilePicture user={user} />);
    await userEvent.upload(fileInput(), picture("fake.png", "image/png"));
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "Upload full" }));
    expect(await screen.findByText("The picture must be a JPEG, PNG, WebP or GIF image.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("removes the picture", async () => {
    const withPicture = testUser({ profilepic: "/media/avatars/abc.png" });
    vi.mocked(api.deleteProfilePicture).mockResolvedValue(testUser({ profilepic: null }));
    renderWithProviders(<ProfilePicture user={withPicture} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove picture" }));
    expect(api.deleteProfilePicture).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sessionStore.get()?.user.profilepic).toBeNull());
  });

  it("offers Remove only when there is a picture", () => {
    renderWithProviders(<ProfilePicture user={user} />);
    expect(screen.getByRole("button", { name: "Remove picture" })).toHaveProperty("disabled", true);
  });
});
