import type { ApiClient } from "@wordloom/shared/api";
import { applyHighlights, type HighlightedRange } from "../word/highlight";
import { locateRanges } from "../word/locate-ranges";
import { readBlocks, type CheckScope } from "../word/read-blocks";
import type { WordSupport } from "../word/word-support";
import { callTool } from "./call-tool";
import type { CheckReport } from "./findings";
import { highlightColorOf } from "./highlight-colors";
import type { CheckKind } from "./tools";

export interface CheckRequest {
  client: ApiClient;
  kind: CheckKind;
  scope: CheckScope;
  support: WordSupport;
  signal?: AbortSignal;
  /** Grammar: also ask for style suggestions. */
  includeStyle?: boolean;
}

export type CheckOutcome =
  /** Nothing to check: the document (or selection) has no text. */
  { status: "no-text" } | { status: "done"; report: CheckReport; highlights: HighlightedRange[] };

/**
 * Check → highlights in one Word batch context: read the paragraphs (2 round trips), run the
 * check through the shared client, map every finding back to a Word range (2) and highlight
 * them (2). The highlighted ranges stay tracked for accept, discard and clear.
 */
export const runCheck = ({ client, kind, scope, support, signal, includeStyle = false }: CheckRequest): Promise<CheckOutcome> =>
  Word.run(async (context): Promise<CheckOutcome> => {
    const document = await readBlocks(context, scope, support);
    if (document.blocks.length === 0) {
      return { status: "no-text" };
    }
    const report = await callTool(client, kind, document.blocks, signal, { includeStyle });
    const findingByKey = new Map(report.findings.map((finding) => [finding.key, finding]));
    const located = await locateRanges(context, document, report.findings);
    const highlights = await applyHighlights(
      context,
      located,
      (key) => {
        const finding = findingByKey.get(key);
        return finding ? highlightColorOf(finding) : "Pink";
      },
      support,
    );
    return { status: "done", report, highlights };
  });
