import { screen, waitFor } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { ensureFeatureAvailable } from "../../account/public/feature-usage";
import { deferred, renderWithProviders } from "../../test/render";
import { ImportDialog, type OpenDocument } from "./ImportDialog";
import { uploadImport, type UploadImportInput } from "./upload-import";

vi.mock("./upload-import", () => ({ uploadImport: vi.fn() }));
vi.mock("../../account/feature-gate", () => ({ ensureFeatureAvailable: vi.fn() }));

const userEvent = userEventLib.setup({ delay: null, applyAccept: false });
/** Fluent's first render is slow under jsdom on a busy machine. */
const SLOW_UI_TIMEOUT_MS = 15_000;

const imported = { id: "5b0c7a5e-0000-4000-8000-000000000001", title: "Report" } as DocumentDetail;
const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const picker = () => screen.getByLabelText<HTMLInputElement>("Choose a file to import");

const renderDialog = (openDocument: OpenDocument | null = null) => {
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ImportDialog open onClose={onClose} openDocument={openDocument} onImported={onImported} />);
  return { onImported, onClose };
};

beforeEach(() => {
  vi.mocked(uploadImport).mockReset();
  vi.mocked(ensureFeatureAvailable).mockReset().mockResolvedValue(true);
});

describe("the import dialog", { timeout: SLOW_UI_TIMEOUT_MS }, () => {
  it("accepts only .docx, .doc, .pdf and .txt in the picker", () => {
    renderDialog();
    expect(picker().accept).toBe(".docx,.doc,.pdf,.txt");
  });

  it("refuses a file over 10 MB with the spec's message before uploading", async () => {
    renderDialog();
    await userEvent.upload(picker(), fileOf("big.docx", "application/octet-stream", IMPORT_MAX_BYTES + 1));
    expect(await screen.findByText(IMPORT_MESSAGES.tooLarge)).toBeTruthy();
    expect(uploadImport).not.toHaveBeenCalled();
  });

  it("refuses images, videos and other kinds of file", async () => {
    renderDialog();
    await userEvent.upload(picker(), fileOf("photo.docx", "image/png"));
    expect(await screen.findByText(IMPORT_MESSAGES.unsupported)).toBeTruthy();
    await userEvent.upload(picker(), fileOf("clip.mp4", "video/mp4"));
    await userEvent.upload(picker(), fileOf("sheet.xlsx", ""));
    expect(screen.getAllByText(IMPORT_MESSAGES.unsupported)).toHaveLength(1);
    expect(uploadImport).not.toHaveBeenCalled();
  });

  it("shows the upload progress, then 'Converting…', then hands over the new document", async () => {
    const answer = deferred<DocumentDetail>();
    let input: UploadImportInput | undefined;
    vi.mocked(uploadImport).mockImplementation((given) => {
      input = given;
      return answer.promise;
    });
    const { onImported } = renderDialog();
    const file = fileOf("Report.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    await userEvent.upload(picker(), file);
    await waitFor(() => expect(input).toBeDefined());
    expect(ensureFeatureAvailable).toHaveBeenCalledWith("DocumentCreation");
    expect(input).toMatchObject({ file, mode: "new" });
    input?.onProgress?.(0.42);
    expect(await screen.findByText("Uploading… 42%")).toBeTruthy();
    input?.onUploaded?.();
    expect(await screen.findByText("Converting…")).toBeTruthy();
    answer.resolve(imported);
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(imported, "new"));
  });

  it("shows 'Unable to import your file' when the server cannot read it", async () => {
    vi.mocked(uploadImport).mockRejectedValue(new ApiError(422, "IMPORT_FAILED", IMPORT_MESSAGES.failed));
    renderDialog();
    await userEvent.upload(picker(), fileOf("broken.pdf", "application/pdf"));
    expect(await screen.findByText(IMPORT_MESSAGES.failed)).toBeTruthy();
  });

  it("asks Overwrite or Create New, with the 'Important' warning, when the open document has content", async () => {
    vi.mocked(uploadImport).mockResolvedValue(imported);
    const { onImported } = renderDialog({ id: imported.id, title: "Draft", hasContent: true });
    await userEvent.upload(picker(), fileOf("notes.txt", "text/plain"));
    expect(await screen.findByText("Important")).toBeTruthy();
    expect(uploadImport).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(imported, "overwrite"));
    expect(vi.mocked(uploadImport).mock.calls[0]?.[0]).toMatchObject({ mode: "overwrite", docId: imported.id });
    expect(ensureFeatureAvailable).not.toHaveBeenCalled();
  });

  it("imports into a new document on Create New", async () => {
    vi.mocked(uploadImport).mockResolvedValue(imported);
    const { onImported } = renderDialog({ id: imported.id, title: "Draft", hasContent: true });
    await userEvent.upload(picker(), fileOf("notes.txt", "text/plain"));
    await userEvent.click(await screen.findByRole("button", { name: "Create New" }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(imported, "new"));
    expect(vi.mocked(uploadImport).mock.calls[0]?.[0]).toMatchObject({ mode: "new" });
    expect(vi.mocked(uploadImport).mock.calls[0]?.[0].docId).toBeUndefined();
  });

  it("does not upload when the document quota is used up", async () => {
    vi.mocked(ensureFeatureAvailable).mockResolvedValue(false);
    renderDialog();
    await userEvent.upload(picker(), fileOf("notes.txt", "text/plain"));
    await waitFor(() => expect(ensureFeatureAvailable).toHaveBeenCalled());
    expect(uploadImport).not.toHaveBeenCalled();
  });
});
