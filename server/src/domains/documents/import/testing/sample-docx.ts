import { randomBytes } from "node:crypto";
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";

/**
 * A real .docx for the import tests, made with the docx library: two heading levels, bold, italic
 * and underline, a link, a footnote, a numbered list with a nested level, a table with a header row,
 * a centred paragraph and a quote.
 */
export const buildSampleDocx = (): Promise<Buffer> =>
  Packer.toBuffer(
    new Document({
      styles: { paragraphStyles: [{ id: "Quote", name: "Quote", basedOn: "Normal", run: { italics: true } }] },
      numbering: {
        config: [
          {
            reference: "steps",
            levels: [
              { level: 0, format: LevelFormat.DECIMAL, text: "%1." },
              { level: 1, format: LevelFormat.LOWER_ROMAN, text: "%2." },
            ],
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("Annual report")] }),
            new Paragraph({
              children: [
                new TextRun("Sales grew "),
                new TextRun({ text: "fast", bold: true }),
                new TextRun(", costs fell "),
                new TextRun({ text: "slowly", italics: true }),
                new TextRun(" and risk stayed "),
                new TextRun({ text: "low", underline: {} }),
                new TextRun(". See the source"),
                new FootnoteReferenceRun({ children: [new Paragraph("Smith, Market Review, 2024.")] }),
                new TextRun(" for details."),
              ],
            }),
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun("Next steps")] }),
            new Paragraph({ numbering: { reference: "steps", level: 0 }, children: [new TextRun("Hire staff")] }),
            new Paragraph({ numbering: { reference: "steps", level: 1 }, children: [new TextRun("Two engineers")] }),
            new Paragraph({ numbering: { reference: "steps", level: 1 }, children: [new TextRun("One designer")] }),
            new Paragraph({ numbering: { reference: "steps", level: 0 }, children: [new TextRun("Open an office")] }),
            new Paragraph({
              children: [
                new TextRun("Read "),
                new ExternalHyperlink({ link: "https://example.com/report", children: [new TextRun("the full report")] }),
                new TextRun("."),
              ],
            }),
            new Table({
              rows: [
                new TableRow({
                  tableHeader: true,
                  children: ["Region", "Revenue"].map((text) => new TableCell({ children: [new Paragraph(text)] })),
                }),
                new TableRow({ children: ["North", "120"].map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
              ],
            }),
            new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun("Thank you.")] }),
            new Paragraph({ style: "Quote", children: [new TextRun("Quality is never an accident.")] }),
            new Paragraph({ children: [new TextRun({ text: "npm test", font: "Courier New" })] }),
          ],
        },
      ],
    }),
  );

/** A .docx of about `imageBytes` more than its one paragraph: an incompressible (and unreadable) picture. */
export const buildDocxWithLargeImage = (imageBytes: number): Promise<Buffer> => {
  const picture = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(imageBytes)]);
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph("A short paragraph above a large picture."),
            new Paragraph({ children: [new ImageRun({ type: "png", data: picture, transformation: { width: 200, height: 100 } })] }),
          ],
        },
      ],
    }),
  );
};
