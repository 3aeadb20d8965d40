import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentDetail } from "@wordloom/shared/model";
import { PREFETCH_FRESH_MS, prefetchLastDocument, takePrefetchedDocument } from "./document-prefetch";
import { rememberLastDocument } from "./last-document";

const documentWith = (id: string) => ({ id, title: "Prefetched" }) as unknown as DocumentDetail;

afterEach(() => {
  localStorage.clear();
  takePrefetchedDocument("", "");
});

describe("document prefetch", () => {
  it("fetches the user's last document and hands it to the editor's query once", async () => {
    rememberLastDocument("user-1", "doc-1");
    const fetchDocument = vi.fn((id: string) => Promise.resolve(documentWith(id)));
    prefetchLastDocument("user-1", fetchDocument);
    expect(fetchDocument).toHaveBeenCalledWith("doc-1");
    await expect(takePrefetchedDocument("user-1", "doc-1")).resolves.toMatchObject({ id: "doc-1" });
    expect(takePrefetchedDocument("user-1", "doc-1")).toBeNull();
  });

  it("starts one fetch when asked twice for the same document", () => {
    rememberLastDocument("user-1", "doc-1");
    const fetchDocument = vi.fn((id: string) => Promise.resolve(documentWith(id)));
    prefetchLastDocument("user-1", fetchDocument);
    prefetchLastDocument("user-1", fetchDocument);
    expect(fetchDocument).toHaveBeenCalledOnce();
  });

  it("hands nothing over for another document, after 10 seconds, or without a last document", () => {
    const fetchDocument = vi.fn((id: string) => Promise.resolve(documentWith(id)));
    prefetchLastDocument("user-1", fetchDocument);
    expect(fetchDocument).not.toHaveBeenCalled();

    rememberLastDocument("user-1", "doc-1");
    prefetchLastDocument("user-1", fetchDocument);
    expect(takePrefetchedDocument("user-1", "doc-2")).toBeNull();

    let clock = 1_000;
    prefetchLastDocument("user-1", fetchDocument, () => clock);
    clock += PREFETCH_FRESH_MS + 1;
    expect(takePrefetchedDocument("user-1", "doc-1", () => clock)).toBeNull();
  });

  it("never hands one user's prefetched document to another user signed in after them", () => {
    rememberLastDocument("user-1", "doc-1");
    prefetchLastDocument("user-1", (id) => Promise.resolve(documentWith(id)));
    expect(takePrefetchedDocument("user-2", "doc-1")).toBeNull();
  });

  it("passes a failed fetch on to the editor, which reports it", async () => {
    rememberLastDocument("user-1", "gone");
    prefetchLastDocument("user-1", () => Promise.reject(new Error("404")));
    await expect(takePrefetchedDocument("user-1", "gone")).rejects.toThrow("404");
  });
});
