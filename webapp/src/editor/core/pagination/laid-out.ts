import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { footnoteText, type CitationData } from "../schema/citation-text";
import type { EditorLayout, PageFooter } from "./layout";
import type { PageStart, PlacedCitation, UnitPlacement } from "./page-breaks";
import type { SpacerSpec } from "./spacers";
import type { UnitGeometry } from "./unit-measurements";
import type { LayoutUnit } from "./units";

/** One page layout of a document, as the pagination view computes and keeps it. */
export interface LaidOut {
  doc: ProseMirrorNode;
  units: LayoutUnit[];
  pageStarts: PageStart[];
  placements: UnitPlacement[];
  pageCitations: PlacedCitation[][];
  spacers: SpacerSpec[];
  /** Every unit's measured geometry, reused by the next layout. */
  geometry: UnitGeometry;
}

const citationDataAt = (laidOut: LaidOut, { unit, index }: PlacedCitation): CitationData | null => {
  const pos = laidOut.units[unit]?.citations[index];
  return pos === undefined ? null : ((laidOut.doc.nodeAt(pos)?.attrs.citationData as CitationData | null | undefined) ?? null);
};

/** The published layout: page count, each block's page, each page's footer citations (numbered in order). */
export const toLayout = (laidOut: LaidOut): EditorLayout => {
  const { units } = laidOut;
  const breaks: Record<string, number> = {};
  const placements = laidOut.placements.flatMap(({ unit, page, part }) => {
    const blockId = units[unit]?.blockId;
    if (!blockId) {
      return [];
    }
    if (part === 0) {
      breaks[blockId] = page;
    }
    return [{ blockId, page, part }];
  });
  let number = 0;
  const footers: PageFooter[] = laidOut.pageCitations.map((citations, page) => ({
    page,
    citations: citations.flatMap((citation) => {
      const data = citationDataAt(laidOut, citation);
      if (!data) {
        return [];
      }
      number += 1;
      return [{ number, text: footnoteText(data), citationData: data }];
    }),
  }));
  return { pageCount: laidOut.pageStarts.length, breaks, placements, footers };
};

/**
 * Whether `next` publishes the same layout as `previous` (toLayout of both would be equal), found
 * without building either: typing inside a paragraph almost never moves a block to another page,
 * and building and serialising the layout of a long document on every keystroke costs
 * milliseconds. Citation data is compared by identity (an unchanged citation node keeps its
 * attributes), so a false answer only means "compare the published layouts".
 */
export const publishesSameLayout = (previous: LaidOut, next: LaidOut): boolean => {
  if (previous.pageStarts.length !== next.pageStarts.length || previous.placements.length !== next.placements.length) {
    return false;
  }
  for (let index = 0; index < next.placements.length; index += 1) {
    const before = previous.placements[index];
    const after = next.placements[index];
    if (
      !before ||
      !after ||
      before.page !== after.page ||
      before.part !== after.part ||
      previous.units[before.unit]?.blockId !== next.units[after.unit]?.blockId
    ) {
      return false;
    }
  }
  if (previous.pageCitations.length !== next.pageCitations.length) {
    return false;
  }
  return next.pageCitations.every((citations, page) => {
    const before = previous.pageCitations[page];
    return (
      before !== undefined &&
      before.length === citations.length &&
      citations.every((citation, index) => {
        const old = before[index];
        return old !== undefined && citationDataAt(previous, old) === citationDataAt(next, citation);
      })
    );
  });
};
