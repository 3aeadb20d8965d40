import PDFDocument from "pdfkit";

/** A real PDF for the import tests, made with pdfkit: a large heading, two paragraphs, two bullets and a link. */
export const buildSamplePdf = (): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: "LETTER", margin: 72 });
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
    document.fontSize(26).text("Field Notes");
    document.moveDown();
    document
      .fontSize(12)
      .text(
        "The first paragraph is long enough to wrap onto a second line of the page, because it keeps describing the weather in detail.",
      );
    document.moveDown();
    document.text("The second paragraph is short.");
    document.moveDown();
    document.text("• Bring a raincoat");
    document.text("• Check the forecast");
    document.moveDown();
    document.text("Read the guide", { link: "https://example.com/guide", underline: true });
    document.end();
  });
