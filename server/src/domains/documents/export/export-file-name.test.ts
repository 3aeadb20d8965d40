import { describe, expect, it } from "vitest";
import { attachmentDisposition, exportFileName } from "./export-file-name";

describe("export file names", () => {
  it("keeps a readable title and adds the extension", () => {
    expect(exportFileName("Quarterly review", "pdf")).toBe("Quarterly review.pdf");
    expect(exportFileName('a/b\\c:"d"?\n', "docx")).toBe("a b c d.docx");
    expect(exportFileName(" ..  ", "pdf")).toBe("document.pdf");
  });

  it("puts an ASCII fallback and the exact UTF-8 name in Content-Disposition", () => {
    expect(attachmentDisposition("Résumé 2024.pdf")).toBe(`attachment; filename="Resume 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`);
    expect(attachmentDisposition("日本.docx")).toBe(`attachment; filename="document.docx"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.docx`);
  });
});
