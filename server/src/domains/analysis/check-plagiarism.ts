import { count, sql } from "drizzle-orm";
import { segmentSentences, sentenceIndexAt, type AnalysisBlock } from "@wordloom/shared/analysis";
import type { PlagiarismResult } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { resultRows } from "../../db/client";
import type { ProviderOutcome } from "../../integrations/plagiarism/provider";
import type { UserRow } from "../account/users.tables";
import { isCountedSource } from "@wordloom/shared/rules";
import type { AnalysisInput } from "./analysis-input";
import { fingerprintBlocks, type BlockFingerprint } from "./plagiarism-index";
import { referenceDocuments } from "./plagiarism.tables";
import { probeHashes } from "./probe-hashes";

const CANDIDATE_SOURCES = 10;

/**
 * One array parameter (drizzle would spread a JS array into a tuple). Only used for decimal
 * hashes and uuids, whose characters need no quoting in an array literal.
 */
const arrayLiteral = (values: readonly string[]): string => `{${values.join(",")}}`;
const NOT_CALCULATED = "Not Calculated";

interface SourceRow {
  document_id: string | null;
  reference_id: string | null;
  shared: number;
  title: string;
  kind: "public" | "own" | "organization" | "reference";
  author: string | null;
  source: string | null;
}

/**
 * The sources sharing the most fingerprints with the text. The corpus is every public document,
 * the user's own other documents, the documents of the user's organisation and the operator's
 * reference corpus; other users' private documents are never searched, so nothing private can be probed.
 */
const topSources = (ctx: Pick<AppContext, "db">, user: UserRow, hashes: string[], excludeDocumentId: string | null) =>
  ctx.db.execute<Record<string, unknown>>(sql`
    SELECT f.document_id, f.reference_id, count(DISTINCT f.hash)::int AS shared,
           coalesce(d.title, r.title) AS title,
           CASE WHEN f.reference_id IS NOT NULL THEN 'reference' WHEN d.owner_id = ${user.id} THEN 'own'
                WHEN d.visibility = 'public' THEN 'public' ELSE 'organization' END AS kind,
           CASE WHEN d.owner_id <> ${user.id} THEN coalesce('@' || u.handle, u.fname || ' ' || u.lname) END AS author,
           r.source
    FROM fingerprints f
    LEFT JOIN documents d ON d.id = f.document_id
    LEFT JOIN users u ON u.id = d.owner_id
    LEFT JOIN reference_documents r ON r.id = f.reference_id
    WHERE f.hash = ANY(${arrayLiteral(hashes)}::bigint[])
      AND (f.reference_id IS NOT NULL
        OR (d.deleted_at IS NULL AND d.id IS DISTINCT FROM ${excludeDocumentId}::uuid
            AND (d.owner_id = ${user.id} OR d.visibility = 'public'
                 OR (${user.organizationId}::uuid IS NOT NULL AND u.organization_id = ${user.organizationId}::uuid))))
    GROUP BY f.document_id, f.reference_id, d.title, r.title, d.owner_id, d.visibility, u.handle, u.fname, u.lname, r.source
    ORDER BY shared DESC
    LIMIT ${CANDIDATE_SOURCES}`);

const matchedHashes = (ctx: Pick<AppContext, "db">, hashes: string[], documentIds: string[], referenceIds: string[]) =>
  ctx.db.execute<Record<string, unknown>>(sql`
    SELECT DISTINCT f.hash::text AS hash, f.document_id, f.reference_id
    FROM fingerprints f
    WHERE f.hash = ANY(${arrayLiteral(hashes)}::bigint[])
      AND (f.document_id = ANY(${arrayLiteral(documentIds)}::uuid[]) OR f.reference_id = ANY(${arrayLiteral(referenceIds)}::uuid[]))`);

const describe = (row: SourceRow): string => {
  switch (row.kind) {
    case "own":
      return `Your document “${row.title}”`;
    case "organization":
      return `Your organisation's document “${row.title}”${row.author ? ` by ${row.author}` : ""}`;
    case "reference":
      return `Reference text “${row.title}”`;
    case "public":
      return `Public document “${row.title}”${row.author ? ` by ${row.author}` : ""}`;
  }
};

/** Matched k-grams merged into non-overlapping spans per block, each naming the sources it matched. */
const mergeSpans = (blocks: readonly AnalysisBlock[], matched: Array<BlockFingerprint & { sources: number[] }>) => {
  const byBlock = new Map(blocks.map((block) => [block.id, block]));
  const results: PlagiarismResult["results"] = Object.fromEntries(blocks.map((block) => [block.id, []]));
  const grouped = new Map<string, Array<BlockFingerprint & { sources: number[] }>>();
  for (const print of matched) {
    grouped.set(print.blockId, [...(grouped.get(print.blockId) ?? []), print]);
  }
  for (const [blockId, prints] of grouped) {
    const block = byBlock.get(blockId);
    if (!block) {
      continue;
    }
    const sentences = segmentSentences(block.text);
    const sorted = prints.sort((a, b) => a.start - b.start);
    const spans: Array<{ start: number; end: number; sources: Set<number> }> = [];
    for (const print of sorted) {
      const last = spans.at(-1);
      if (last && print.start <= last.end) {
        last.end = Math.max(last.end, print.end);
        print.sources.forEach((source) => last.sources.add(source));
      } else {
        spans.push({ start: print.start, end: print.end, sources: new Set(print.sources) });
      }
    }
    results[blockId] = spans.map((span) => ({
      blockId,
      sentenceIndex: sentenceIndexAt(sentences, span.start),
      start: span.start,
      end: span.end,
      text: block.text.slice(span.start, span.end),
      sourceIndexes: [...span.sources].sort((a, b) => a - b),
    }));
  }
  return results;
};

type CorpusResult = Omit<PlagiarismResult, "searched">;

/** "copyleaks" → "Copyleaks". */
const displayName = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** How many works the operator's reference corpus holds. */
const referenceWorkCount = async (ctx: Pick<AppContext, "db">): Promise<number> => {
  const [row] = await ctx.db.select({ works: count() }).from(referenceDocuments);
  return row?.works ?? 0;
};

/** Checks text against the corpus: score "Plagiarised - N%", the sources above 10, and the matched spans. */
const checkCorpus = async (
  ctx: Pick<AppContext, "db">,
  user: UserRow,
  { blocks, documentId }: AnalysisInput,
  signal?: AbortSignal,
): Promise<CorpusResult> => {
  const prints = fingerprintBlocks(blocks);
  const hashes = [...new Set(prints.map((print) => print.hash))];
  const empty = Object.fromEntries(blocks.map((block) => [block.id, []]));
  if (hashes.length === 0) {
    return { score: 0, label: "Plagiarised - 0%", sources: [], results: empty };
  }
  // Candidates from a probe subset of the fingerprints (see probe-hashes.ts), exact scores from all of them.
  const candidates = resultRows<SourceRow>(await topSources(ctx, user, probeHashes(hashes), documentId));
  signal?.throwIfAborted();
  if (candidates.length === 0) {
    return { score: 0, label: "Plagiarised - 0%", sources: [], results: empty };
  }
  const matches = resultRows<{ hash: string; document_id: string | null; reference_id: string | null }>(
    await matchedHashes(
      ctx,
      hashes,
      candidates.flatMap((row) => (row.document_id ? [row.document_id] : [])),
      candidates.flatMap((row) => (row.reference_id ? [row.reference_id] : [])),
    ),
  );
  signal?.throwIfAborted();
  const sameSource = (row: SourceRow, match: { document_id: string | null; reference_id: string | null }) =>
    match.document_id ? row.document_id === match.document_id : row.reference_id === match.reference_id;
  const counted = candidates
    .map((row) => {
      const shared = new Set(matches.filter((match) => sameSource(row, match)).map((match) => match.hash)).size;
      return { row, score: Math.round((shared / hashes.length) * 1000) / 10 };
    })
    .filter(isCountedSource)
    .sort((a, b) => b.score - a.score);
  if (counted.length === 0) {
    return { score: 0, label: "Plagiarised - 0%", sources: [], results: empty };
  }
  const sources = counted.map(({ row, score }) => ({
    score,
    description: describe(row),
    url: row.source && /^https?:\/\//.test(row.source) ? row.source : null,
    kind: row.kind,
  }));
  const sourcesByHash = new Map<string, number[]>();
  for (const match of matches) {
    const index = counted.findIndex(({ row }) => sameSource(row, match));
    if (index >= 0) {
      sourcesByHash.set(match.hash, [...(sourcesByHash.get(match.hash) ?? []), index]);
    }
  }
  const score = Math.round((sourcesByHash.size / hashes.length) * 100);
  const matched = prints.flatMap((print) => {
    const found = sourcesByHash.get(print.hash);
    return found ? [{ ...print, sources: found }] : [];
  });
  return { score, label: `Plagiarised - ${score}%`, sources, results: { ...empty, ...mergeSpans(blocks, matched) } };
};

/** Web sources the provider shows at most, after the corpus sources (whose indexes the spans use). */
const MAX_WEB_SOURCES = 10;

/**
 * Adds the outside provider's answer to the corpus result. The score is the larger of the two
 * (each is a share of the checked text, and the provider cannot say which words our corpus matched,
 * so they cannot be added up), rounded to a whole percent. Web sources above the threshold follow
 * the corpus sources; the provider gives no positions, so the highlighted spans stay the corpus's.
 * When the provider failed, the score is "Not Calculated" but the corpus matches are kept.
 */
export const mergeProviderOutcome = <T extends CorpusResult>(corpus: T, outcome: ProviderOutcome): T => {
  if (!outcome.ok) {
    return { ...corpus, score: null, label: NOT_CALCULATED };
  }
  const web = outcome.report.sources
    .filter(isCountedSource)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_WEB_SOURCES)
    .map((source) => ({ ...source, kind: "web" as const }));
  const score = Math.round(Math.max(corpus.score ?? 0, outcome.report.aggregatedScore));
  return { ...corpus, score, label: `Plagiarised - ${score}%`, sources: [...corpus.sources, ...web] };
};

interface PlagiarismCheckOptions {
  /** Aborts when the client goes away. */
  signal?: AbortSignal;
  /** Where a provider failure is reported (the request's logger). */
  log?: { warn(details: object, message: string): void };
}

const neverAborts = new AbortController().signal;

/**
 * The plagiarism check: always the corpus check (public, own and reference documents); when an
 * outside provider is configured, the text also goes to it, in parallel, and the two are merged.
 */
export const checkPlagiarism = async (
  ctx: Pick<AppContext, "db" | "plagiarismProvider">,
  user: UserRow,
  input: AnalysisInput,
  { signal, log }: PlagiarismCheckOptions = {},
): Promise<PlagiarismResult> => {
  const text = input.blocks
    .map((block) => block.text)
    .join("\n\n")
    .trim();
  const provider = ctx.plagiarismProvider;
  const outside = provider && text ? provider.check({ userId: user.id, text }, signal ?? neverAborts) : null;
  // Should the corpus check throw first, the provider's eventual rejection is still handled.
  void outside?.catch(() => undefined);
  const [checked, referenceWorks] = await Promise.all([checkCorpus(ctx, user, input, signal), referenceWorkCount(ctx)]);
  const corpus: PlagiarismResult = {
    ...checked,
    searched: { organization: user.organizationId !== null, referenceWorks, provider: provider ? displayName(provider.name) : null },
  };
  if (!outside || !provider) {
    return corpus;
  }
  const outcome = await outside;
  if (!outcome.ok) {
    log?.warn({ provider: provider.name, scanId: outcome.scanId, reason: outcome.reason }, "outside plagiarism check failed");
  }
  return mergeProviderOutcome(corpus, outcome);
};
