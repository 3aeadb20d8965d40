import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";

describe("export file names", () => {
  it("keeps a readable title and adds the extension", () => {
    expect(exportFileName("Quarterly review", "pdf")).toBe("Quarterly review.pdf");
    expect(exportFileName('a/b\\c:"d"?\n', "docx")).toBe("a b c d.docx");
    expect(exportFileName(" ..  ", "pdf")).toBe("document.pdf");
  });
});
