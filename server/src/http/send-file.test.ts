import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./send-file";

describe("attachment disposition", () => {
  it("puts an ASCII fallback and the exact UTF-8 name in Content-Disposition", () => {
    expect(attachmentDisposition("Résumé 2024.pdf")).toBe(
      `attachment; filename="Resume 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
    );
    expect(attachmentDisposition("日本.docx")).toBe(`attachment; filename="document.docx"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.docx`);
  });
});
