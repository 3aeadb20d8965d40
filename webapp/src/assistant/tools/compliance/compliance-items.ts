import { isReportablePii, keepCitationNeed, keepInclusiveFinding, keepLegalFinding, type Sensitivity } from "@wordloom/shared/rules";
import type { ApiResult } from "../tool-types";
import type { AssistantBlock } from "../../assistant-host";
import { inReadingOrder } from "../../findings";
import { MESSAGES } from "../../messages";

export type ComplianceTab = "pii" | "legal" | "citations" | "inclusive";

export const COMPLIANCE_TABS: ReadonlyArray<{ id: ComplianceTab; label: string }> = [
  { id: "pii", label: "PII check" },
  { id: "legal", label: "Legal compliance" },
  { id: "citations", label: "Legal citation" },
  { id: "inclusive", label: "Inclusive language" },
];

/** One result of a compliance tab, as a card shows it. */
export interface ComplianceItem {
  key: string;
  blockId: string;
  start: number;
  end: number;
  /** The flagged words. */
  text: string;
  title: string;
  detail: string;
  /** Replacements offered (a PII item's masked text, a corrected text, inclusive alternatives). */
  replacements: string[];
  /** Compliance items with no corrected text show only an Okay button (spec document 2 §5). */
  okayOnly: boolean;
  sensitivity?: Sensitivity;
}

type PiiAnswer = ApiResult<"checkPii">;
type LegalAnswer = ApiResult<"checkLegal">;
type CitationAnswer = ApiResult<"checkCitations">;
type InclusiveAnswer = ApiResult<"checkInclusive">;

/** PII: low sensitivity and all-asterisk items dropped; the mask action puts the masked text in. */
export const piiItems = (answer: PiiAnswer, blocks: readonly AssistantBlock[]): ComplianceItem[] =>
  inReadingOrder(answer.results, blocks)
    .filter(isReportablePii)
    .map((finding) => ({
      key: finding.key,
      blockId: finding.blockId,
      start: finding.start,
      end: finding.end,
      text: finding.text,
      title: finding.entityType,
      detail: finding.context,
      replacements: [finding.masked],
      okayOnly: false,
      sensitivity: finding.sensitivity,
    }));

/** Legal compliance: items with an empty error type dropped. */
export const legalItems = (answer: LegalAnswer, blocks: readonly AssistantBlock[]): ComplianceItem[] =>
  inReadingOrder(answer.results, blocks)
    .filter(keepLegalFinding)
    .map((finding) => ({
      key: finding.key,
      blockId: finding.blockId,
      start: finding.start,
      end: finding.end,
      text: finding.text,
      title: finding.errorType,
      detail: finding.message,
      replacements: finding.correctedText ? [finding.correctedText] : [],
      okayOnly: !finding.correctedText,
    }));

/** Legal citation: needs with a low probability dropped. */
export const citationItems = (answer: CitationAnswer, blocks: readonly AssistantBlock[]): ComplianceItem[] =>
  inReadingOrder(answer.results, blocks)
    .filter(keepCitationNeed)
    .map((finding) => ({
      key: finding.key,
      blockId: finding.blockId,
      start: finding.start,
      end: finding.end,
      text: finding.text,
      title: `Citation needed (${Math.round(finding.probability * 100)}%)`,
      detail: finding.reasons.join(" ") || finding.textSegment,
      replacements: [],
      okayOnly: true,
    }));

/** Inclusive language: low sensitivity dropped. */
export const inclusiveItems = (answer: InclusiveAnswer, blocks: readonly AssistantBlock[]): ComplianceItem[] =>
  inReadingOrder(answer.results, blocks)
    .filter(keepInclusiveFinding)
    .map((finding) => ({
      key: finding.key,
      blockId: finding.blockId,
      start: finding.start,
      end: finding.end,
      text: finding.text,
      title: finding.originalPhrase,
      detail: finding.message,
      replacements: finding.suggestedAlternatives,
      okayOnly: finding.suggestedAlternatives.length === 0,
      sensitivity: finding.sensitivity,
    }));

/** Spec document 2 §8: each tab's empty state. */
export const COMPLIANCE_EMPTY: Record<ComplianceTab, string> = {
  pii: MESSAGES.noPii,
  legal: MESSAGES.noAnomalies,
  citations: MESSAGES.noCitationNeed,
  inclusive: MESSAGES.noAnomalies,
};

/** PII items a "Mask all" at `level` masks: that sensitivity and above. */
export const maskableAt = (items: readonly ComplianceItem[], level: Sensitivity): ComplianceItem[] => {
  const rank: Record<Sensitivity, number> = { low: 0, medium: 1, high: 2 };
  return items.filter((item) => item.sensitivity !== undefined && rank[item.sensitivity] >= rank[level]);
};
