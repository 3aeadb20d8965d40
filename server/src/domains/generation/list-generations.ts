import { and, desc, eq, type SQL } from "drizzle-orm";
import type { GenerationHistory, GenerationKind } from "@wordloom/shared/api";
import type { DbDeps } from "../../context";
import type { UserRow } from "../account/users.tables";
import { allowed } from "../../policies/index";
import { generationPolicy } from "./generation.policy";
import { generations } from "./generations.tables";

/**
 * The user's own generation records, newest first (the metering rows, never the text). The query
 * narrows to the user's rows; the policy filter keeps the list honest if that query ever widens.
 */
export const listGenerations = async (
  deps: Pick<DbDeps, "db">,
  actor: Pick<UserRow, "id">,
  query: { limit: number; kind?: GenerationKind | undefined },
): Promise<GenerationHistory> => {
  const filters: SQL[] = [eq(generations.userId, actor.id)];
  if (query.kind) {
    filters.push(eq(generations.kind, query.kind));
  }
  const rows = await deps.db
    .select()
    .from(generations)
    .where(and(...filters))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(query.limit);
  return {
    items: rows
      .filter((row) => allowed(generationPolicy, actor, "read", row))
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        feature: row.feature,
        promptId: row.promptId,
        promptVersion: row.promptVersion,
        provider: row.provider,
        model: row.model,
        brandVoiceId: row.brandVoiceId,
        status: row.status,
        errorCode: row.errorCode,
        usage: { tokensIn: row.tokensIn, tokensOut: row.tokensOut, estimated: row.estimated },
        durationMs: row.durationMs,
        createdAt: row.createdAt.toISOString(),
      })),
  };
};
