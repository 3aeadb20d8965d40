/**
 * What the plagiarism check searched, said under the score (issue 21: a 0% for the Gettysburg
 * Address must say that no reference works were searched). The web app and the add-in both show it.
 */
export interface SearchedSources {
  organization: boolean;
  referenceWorks: number;
  provider: string | null;
}

const works = (count: number): string =>
  count === 0 ? "no reference works" : count === 1 ? "1 reference work" : `${count} reference works`;

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

/** "Searched: your documents, public Wordloom documents, 12 reference works and Copyleaks." */
export const searchedSummary = (searched: SearchedSources): string =>
  `Searched: ${list([
    "your documents",
    ...(searched.organization ? ["your organisation's documents"] : []),
    "public Wordloom documents",
    works(searched.referenceWorks),
    ...(searched.provider ? [`${searched.provider} (web sources)`] : []),
  ])}.`;

/** Said when the reference corpus is empty: who can fill it, and how. */
export const EMPTY_CORPUS_HINT =
  "The reference corpus is empty, so published works (speeches, classic novels) are not compared. An administrator can upload .txt, .md and .docx files under Reference works in the admin area (/admin/reference-works), or add a folder of them with `npm run corpus:import <folder>`.";
