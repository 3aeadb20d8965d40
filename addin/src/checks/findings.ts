import type { EndpointOutput, Contract } from "@wordloom/shared/api";
import {
  isCountedSource,
  isReportablePii,
  keepCitationNeed,
  keepInclusiveFinding,
  keepLegalFinding,
  type SearchedSources,
} from "@wordloom/shared/rules";
import type { GrammarIssue } from "@wordloom/shared/model";
import type { CheckKind } from "./tools";

interface PlagiarismSourceView {
  score: number;
  description: string;
  url: string | null;
}

/** One card: what was flagged, where, and what accepting it may write. */
export interface Finding {
  /** Unique within one check. */
  key: string;
  kind: CheckKind;
  blockId: string;
  start: number;
  end: number;
  /** The flagged text, exactly as analysed. */
  text: string;
  /** The card's heading: the word or phrase. */
  title: string;
  /** Category, entity type, error type or probability. */
  badge?: string;
  /** A short line under the heading (grammar's short message). */
  summary?: string;
  message?: string;
  /** Replacements the user can accept, in order. */
  suggestions: string[];
  /** Accepting removes the text (grammar's "Remove" when there is no replacement). */
  removable: boolean;
  /** Nothing to write: the card offers only "Okay" (compliance items without a corrected text, spec document 2 §5). */
  okayOnly: boolean;
  /** Plagiarism: the span's best source score and its sources. */
  score?: number;
  sources?: PlagiarismSourceView[];
  /** Citations: why a citation is needed. */
  reasons?: string[];
  /** Grammar: what the finding is about; "style" is a suggestion on correct English, not an error. */
  grammarKind?: GrammarIssue["kind"];
}

/** What one check answered: cards, and for plagiarism the document score. */
export interface CheckReport {
  kind: CheckKind;
  findings: Finding[];
  /** `searched`: what was compared ("Searched: your documents, …"), null when the check did not run. */
  plagiarism?: { score: number | null; label: string; sources: PlagiarismSourceView[]; searched: SearchedSources | null };
  /** The server ran out of its time budget and checked only some blocks. */
  partial?: boolean;
}

/** The partial flag of an answer, for its report. */
const partialOf = (answer: { partial?: true | undefined }): Pick<CheckReport, "partial"> => (answer.partial ? { partial: true } : {});

type Output<Name extends keyof Contract> = EndpointOutput<Contract[Name]>;

const byPosition = (a: Finding, b: Finding) => a.blockId.localeCompare(b.blockId, "en", { numeric: true }) || a.start - b.start;

/** A finding, and whether the spec's result filtering drops it (spec document 2 §5). */
type Candidate = Finding & { drop?: boolean };

/** Every block's findings in reading order, without the ones the filtering drops. */
const flatten = <T>(results: Record<string, T[]>, toFinding: (item: T, blockId: string, index: number) => Candidate): Finding[] =>
  Object.entries(results)
    .flatMap(([blockId, items]) => items.map((item, index) => toFinding(item, blockId, index)))
    .filter((candidate) => !candidate.drop)
    .map(({ drop: _drop, ...finding }) => finding)
    .sort(byPosition);

const keyOf = (kind: CheckKind, blockId: string, index: number) => `${kind}:${blockId}:${index}`;

export const grammarReport = ({ results, ...answer }: Output<"checkGrammar">): CheckReport => ({
  kind: "grammar",
  ...partialOf(answer),
  findings: flatten(results, (issue, blockId, index) => ({
    key: keyOf("grammar", blockId, index),
    kind: "grammar",
    blockId,
    start: issue.start,
    end: issue.end,
    text: issue.text,
    title: issue.word || issue.text,
    badge: issue.category || issue.issueType,
    grammarKind: issue.kind,
    summary: issue.shortMessage,
    message: issue.message,
    suggestions: issue.replacements,
    removable: issue.replacements.length === 0,
    okayOnly: false,
  })),
});

export const offensiveReport = ({ results, ...answer }: Output<"checkOffensive">): CheckReport => ({
  kind: "offensive",
  ...partialOf(answer),
  findings: flatten(results, (finding, blockId, index) => ({
    key: keyOf("offensive", blockId, index),
    kind: "offensive",
    blockId,
    start: finding.start,
    end: finding.end,
    text: finding.text,
    title: finding.word || finding.text,
    suggestions: finding.replacements,
    removable: false,
    okayOnly: finding.replacements.length === 0,
  })),
});

/** PII: low sensitivity and all-asterisk items dropped (spec document 2 §5); accepting masks the text. */
export const piiReport = ({ results, ...answer }: Output<"checkPii">): CheckReport => ({
  kind: "pii",
  ...partialOf(answer),
  findings: flatten(results, (finding, blockId, index) => ({
    key: keyOf("pii", blockId, index),
    kind: "pii",
    blockId,
    start: finding.start,
    end: finding.end,
    text: finding.text,
    title: finding.entityType,
    summary: finding.text,
    badge: finding.sensitivity,
    message: finding.context,
    suggestions: [finding.masked],
    removable: false,
    okayOnly: false,
    drop: !isReportablePii(finding),
  })),
});

/** Legal compliance: items with an empty error type dropped. */
export const legalReport = ({ results, ...answer }: Output<"checkLegal">): CheckReport => ({
  kind: "legal",
  ...partialOf(answer),
  findings: flatten(results, (finding, blockId, index) => ({
    key: keyOf("legal", blockId, index),
    kind: "legal",
    blockId,
    start: finding.start,
    end: finding.end,
    text: finding.text,
    title: finding.errorType,
    summary: finding.originalText || finding.text,
    message: finding.message,
    suggestions: finding.correctedText ? [finding.correctedText] : [],
    removable: false,
    okayOnly: !finding.correctedText,
    drop: !keepLegalFinding(finding),
  })),
});

/** Legal citation: needs with a low probability dropped; nothing to write, so only "Okay". */
export const citationsReport = ({ results, ...answer }: Output<"checkCitations">): CheckReport => ({
  kind: "citations",
  ...partialOf(answer),
  findings: flatten(results, (finding, blockId, index) => ({
    key: keyOf("citations", blockId, index),
    kind: "citations",
    blockId,
    start: finding.start,
    end: finding.end,
    text: finding.text,
    title: `Citation needed (${Math.round(finding.probability * 100)}%)`,
    summary: finding.textSegment || finding.text,
    reasons: finding.reasons,
    suggestions: [],
    removable: false,
    okayOnly: true,
    drop: !keepCitationNeed(finding),
  })),
});

/** Inclusive language: low sensitivity dropped. */
export const inclusiveReport = ({ results, ...answer }: Output<"checkInclusive">): CheckReport => ({
  kind: "inclusive",
  ...partialOf(answer),
  findings: flatten(results, (finding, blockId, index) => ({
    key: keyOf("inclusive", blockId, index),
    kind: "inclusive",
    blockId,
    start: finding.start,
    end: finding.end,
    text: finding.text,
    title: finding.originalPhrase || finding.text,
    badge: finding.sensitivity,
    message: finding.message,
    suggestions: finding.suggestedAlternatives,
    removable: false,
    okayOnly: finding.suggestedAlternatives.length === 0,
    drop: !keepInclusiveFinding(finding),
  })),
});

/** Plagiarism: the document score, and each plagiarised span with its sources above the score threshold. */
export const plagiarismReport = ({ score, label, sources, results, searched }: Output<"checkPlagiarism">): CheckReport => {
  const views = sources.map(({ score: sourceScore, description, url }) => ({ score: sourceScore, description, url }));
  return {
    kind: "plagiarism",
    plagiarism: { score, label, sources: views.filter(isCountedSource), searched },
    findings: flatten(results, (span, blockId, index) => {
      const spanSources = span.sourceIndexes.flatMap((sourceIndex) => views[sourceIndex] ?? []).filter(isCountedSource);
      return {
        key: keyOf("plagiarism", blockId, index),
        kind: "plagiarism",
        blockId,
        start: span.start,
        end: span.end,
        text: span.text,
        title: span.text,
        score: Math.max(0, ...spanSources.map((source) => source.score)),
        sources: spanSources,
        suggestions: [],
        removable: false,
        okayOnly: true,
        drop: spanSources.length === 0,
      };
    }),
  };
};
