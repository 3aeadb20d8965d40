import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, REFERENCE_WORK_MESSAGES } from "@wordloom/shared/api";
import type { ReferenceWork } from "@wordloom/shared/model";
import { adminApi } from "./admin-client";
import { AdminNav } from "./AdminNav";
import { ReferenceWorksPage } from "./ReferenceWorksPage";
import { uploadReferenceWork, type UploadReferenceWorkInput } from "./upload-reference-work";

const ui = userEvent.setup({ delay: null });

vi.mock("./admin-client", () => ({ adminApi: { adminListReferenceWorks: vi.fn(), adminDeleteReferenceWork: vi.fn() } }));
vi.mock("./upload-reference-work", () => ({ uploadReferenceWork: vi.fn() }));

const work = (overrides: Partial<ReferenceWork> = {}): ReferenceWork => ({
  id: "7b0f5b8e-8d7c-4d7e-9a43-6f0f3c1e2a10",
  title: "Gettysburg Address",
  source: "Gettysburg Address.txt",
  wordCount: 272,
  createdAt: "2026-11-19T10:00:00.000Z",
  ...overrides,
});

const renderAt = (path: string, element = <ReferenceWorksPage />) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </FluentProvider>,
  );
};

const chooseFile = (file: File) => ui.upload(screen.getByLabelText("Choose a reference work to upload"), file);

afterEach(() => {
  vi.mocked(adminApi.adminListReferenceWorks).mockReset();
  vi.mocked(adminApi.adminDeleteReferenceWork).mockReset();
  vi.mocked(uploadReferenceWork).mockReset();
});

describe("ReferenceWorksPage", () => {
  it("says the corpus is empty when it holds no work", async () => {
    vi.mocked(adminApi.adminListReferenceWorks).mockResolvedValue({ items: [] });
    renderAt("/admin/reference-works");
    const empty = await screen.findByRole("status");
    expect(empty.textContent).toContain("The reference corpus is empty.");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists each work's title, words and the day it was added", async () => {
    vi.mocked(adminApi.adminListReferenceWorks).mockResolvedValue({
      items: [work(), work({ id: "0d9c7e52-3f3a-4b44-8a8f-2f6e0d0c9b11", title: "A Tale of Two Cities", wordCount: 135_420 })],
    });
    renderAt("/admin/reference-works");
    const table = await screen.findByRole("table", { name: "Reference works" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Gettysburg Address", "A Tale of Two Cities"]);
    expect(within(rows[0] as HTMLElement).getByText("272")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText((135_420).toLocaleString())).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement).getByText(
        new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(work().createdAt)),
      ),
    ).toBeTruthy();
  });

  it("uploads a chosen file with its progress, then shows the added work in the list", async () => {
    let finish: (added: ReferenceWork) => void = () => undefined;
    vi.mocked(uploadReferenceWork).mockImplementation(
      (input: UploadReferenceWorkInput) =>
        new Promise((resolve) => {
          input.onProgress?.(0.4);
          finish = resolve;
        }),
    );
    vi.mocked(adminApi.adminListReferenceWorks)
      .mockResolvedValueOnce({ items: [] })
      .mockResolvedValue({ items: [work()] });
    renderAt("/admin/reference-works");
    await screen.findByRole("status");

    const file = new File(["Four score and seven years ago"], "Gettysburg Address.txt", { type: "text/plain" });
    await chooseFile(file);
    expect(vi.mocked(uploadReferenceWork).mock.calls[0]?.[0].file).toBe(file);
    expect(await screen.findByText("Uploading… 40%")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload a work" }).hasAttribute("disabled")).toBe(true);

    finish(work());
    expect(await screen.findByText(/Added “Gettysburg Address” \(272 words\)/)).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Reference works" })).toBeTruthy();
    expect(adminApi.adminListReferenceWorks).toHaveBeenCalledTimes(2);
  });

  it("shows the server's reason when a file is refused", async () => {
    vi.mocked(adminApi.adminListReferenceWorks).mockResolvedValue({ items: [] });
    vi.mocked(uploadReferenceWork).mockRejectedValue(new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", REFERENCE_WORK_MESSAGES.unsupported));
    renderAt("/admin/reference-works");
    await screen.findByRole("status");
    await chooseFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "picture.txt"));
    expect(await screen.findByText(REFERENCE_WORK_MESSAGES.unsupported)).toBeTruthy();
  });

  it("deletes a work only once the administrator confirms", async () => {
    vi.mocked(adminApi.adminListReferenceWorks)
      .mockResolvedValueOnce({ items: [work()] })
      .mockResolvedValue({ items: [] });
    vi.mocked(adminApi.adminDeleteReferenceWork).mockResolvedValue({ ok: true });
    renderAt("/admin/reference-works");
    await ui.click(await screen.findByRole("button", { name: "Delete Gettysburg Address" }));
    // The dialog stays aria-hidden until its opening motion ends, which jsdom never runs.
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(within(dialog).getByRole("heading", { hidden: true }).textContent).toBe("Delete reference work?");
    await ui.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    expect(adminApi.adminDeleteReferenceWork).not.toHaveBeenCalled();

    await ui.click(screen.getByRole("button", { name: "Delete Gettysburg Address" }));
    await ui.click(within(await screen.findByRole("dialog", { hidden: true })).getByRole("button", { name: "Delete", hidden: true }));
    await waitFor(() => expect(adminApi.adminDeleteReferenceWork).toHaveBeenCalledWith({ params: { id: work().id } }));
    expect((await screen.findByRole("status")).textContent).toContain("The reference corpus is empty.");
  });
});

describe("AdminNav", () => {
  it("marks the current section and moves between Users and Reference works", async () => {
    renderAt(
      "/admin/users",
      <>
        <AdminNav />
        <Routes>
          <Route path="users" element={<p>Users screen</p>} />
          <Route path="reference-works" element={<p>Works screen</p>} />
        </Routes>
      </>,
    );
    expect(screen.getByRole("tab", { name: "Users" }).getAttribute("aria-selected")).toBe("true");
    await ui.click(screen.getByRole("tab", { name: "Reference works" }));
    expect(await screen.findByText("Works screen")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Reference works" }).getAttribute("aria-selected")).toBe("true");
  });
});
