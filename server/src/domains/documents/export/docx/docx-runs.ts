import { ExternalHyperlink, FootnoteReferenceRun, Paragraph, TextRun, type ParagraphChild } from "docx";
import type { Fragment, Sentence } from "@wordloom/shared/model";
import { authorDateText, isAuthorDate, noteText } from "../citation-text";

const CODE_FONT = "Courier New";

/** Links are written only to web and mail addresses. */
const exportableHref = (href: string | undefined) => (href && /^(https?:|mailto:)/i.test(href) ? href : undefined);

const textRun = (fragment: Fragment, linked: boolean) =>
  new TextRun({
    text: fragment.text,
    bold: fragment.bold,
    italics: fragment.italic,
    ...(fragment.underline ? { underline: {} } : {}),
    ...(fragment.code ? { font: CODE_FONT } : {}),
    ...(linked ? { style: "Hyperlink" } : {}),
  });

/** A citation after its fragment: a real Word footnote, or the in-text form for author-date citations. */
const citationRun = (citation: NonNullable<Fragment["citation"]>): ParagraphChild =>
  isAuthorDate(citation.citationData)
    ? new TextRun(authorDateText(citation.citationData))
    : new FootnoteReferenceRun({ children: [new Paragraph(noteText(citation.citationData))] });

const fragmentRuns = (fragment: Fragment): ParagraphChild[] => {
  const href = exportableHref(fragment.href);
  const run = href ? new ExternalHyperlink({ link: href, children: [textRun(fragment, true)] }) : textRun(fragment, false);
  return fragment.citation ? [run, citationRun(fragment.citation)] : [run];
};

/** The runs of a block's sentences, a space between sentences as in the editor. */
export const sentenceRuns = (sentences: readonly Sentence[]): ParagraphChild[] =>
  sentences.flatMap((sentence, index) => [...(index > 0 ? [new TextRun(" ")] : []), ...sentence.fragments.flatMap(fragmentRuns)]);
