import { GENERATION_MESSAGES, type GenerationKind, type GenerationResult, type TokenUsage } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import type { UserRow } from "../account/users.tables";
import { AppError } from "../../errors";
import { modelUnavailable } from "../../integrations/llm/errors";
import { estimateUsage } from "../../integrations/llm/estimate-tokens";
import { PROMPTS, promptHash, toBrandVoiceContext, type BrandVoiceContext } from "../../integrations/llm/prompts/index";
import type { StreamEvent } from "../../integrations/llm/types";
import { loadBrandVoice } from "../brand-voices/find-brand-voice";
import { presentBrandVoice } from "../brand-voices/present-brand-voice";
import { recordGeneration, type GenerationRecord } from "./record-generation";

/** What a generation yields: text pieces, then its usage, then the whole result. */
export type GenerationStep =
  { type: "delta"; text: string } | { type: "usage"; usage: TokenUsage } | { type: "done"; result: GenerationResult };

interface GenerationRequest {
  user: UserRow;
  kind: GenerationKind;
  /** The request body, already validated with the kind's schema. */
  input: unknown;
  /** Fires when the client goes away; the model call stops and the usage so far is recorded as estimated. */
  signal: AbortSignal;
}

type Deps = Pick<AppContext, "db" | "clock" | "llm">;

const brandVoiceIdOf = (input: unknown): string | null =>
  typeof input === "object" && input !== null && "brandVoiceId" in input && typeof input.brandVoiceId === "string"
    ? input.brandVoiceId
    : null;

const loadBrand = async (deps: Deps, user: GenerationRequest["user"], brandVoiceId: string | null): Promise<BrandVoiceContext | null> =>
  brandVoiceId ? toBrandVoiceContext(presentBrandVoice(await loadBrandVoice(deps.db, user, "use", brandVoiceId), user)) : null;

/**
 * One generation from prompt to metering row: builds the prompt (with the caller's own brand voice),
 * streams or asks for a typed object, and records the prompt id, version and hash, the provider and
 * the tokens (reported, or estimated when the stream was cut off). Errors are recorded, then thrown.
 * When the caller aborts, the generation ends quietly after recording what was used.
 */
export async function* runGeneration(deps: Deps, { user, kind, input, signal }: GenerationRequest): AsyncGenerator<GenerationStep> {
  const prompt = PROMPTS[kind].forInput?.(input) ?? PROMPTS[kind];
  const brandVoiceId = brandVoiceIdOf(input);
  const brand = await loadBrand(deps, user, brandVoiceId);
  const messages = prompt.build(input, brand);
  const record: GenerationRecord = {
    userId: user.id,
    kind,
    feature: prompt.feature,
    promptId: prompt.id,
    promptVersion: prompt.version,
    promptHash: promptHash(prompt, messages),
    provider: deps.llm.kind,
    model: deps.llm.model,
    brandVoiceId,
  };
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const call = { task: { kind, input, brand }, messages, maxTokens: prompt.maxTokens(input), temperature: prompt.temperature, signal };
  const result = (generationId: string, text: string, object: unknown, usage: TokenUsage): GenerationResult => ({
    generationId,
    kind,
    provider: deps.llm.kind,
    model: deps.llm.model,
    promptId: prompt.id,
    promptVersion: prompt.version,
    draft: deps.llm.kind === "offline",
    text,
    object,
    usage,
  });
  let text = "";
  let final: Extract<StreamEvent, { type: "usage" }> | undefined;
  try {
    if (prompt.output) {
      const answer = await deps.llm.generateObject({
        ...call,
        schema: prompt.output,
        name: prompt.id.replace(/[^A-Za-z0-9_-]/g, "_"),
        normalize: prompt.normalize,
      });
      text = prompt.render(answer.object);
      yield { type: "delta", text };
      yield { type: "usage", usage: answer.usage };
      const id = await recordGeneration(deps, record, { status: "completed", usage: answer.usage, durationMs: elapsed() });
      yield { type: "done", result: result(id, text, answer.object, answer.usage) };
      return;
    }
    for await (const event of deps.llm.streamText(call)) {
      if (event.type === "text") {
        text += event.text;
        yield { type: "delta", text: event.text };
      } else {
        final = event;
      }
    }
  } catch (error) {
    const usage = estimateUsage(messages, text);
    if (signal.aborted) {
      await recordGeneration(deps, record, { status: "aborted", usage, durationMs: elapsed() });
      return;
    }
    await recordGeneration(deps, record, {
      status: "failed",
      usage,
      durationMs: elapsed(),
      errorCode: error instanceof AppError ? error.code : "INTERNAL",
    });
    throw error;
  }
  const usage = final?.usage ?? estimateUsage(messages, text);
  if (final?.aborted) {
    // The caller left: keep what was used. The deadline passed: the model failed us.
    const deadline = final.reason === "deadline";
    await recordGeneration(deps, record, {
      status: deadline ? "failed" : "aborted",
      usage,
      durationMs: elapsed(),
      ...(deadline ? { errorCode: "MODEL_UNAVAILABLE" } : {}),
    });
    if (deadline) {
      throw modelUnavailable("deadline");
    }
    return;
  }
  if (!text.trim()) {
    await recordGeneration(deps, record, { status: "failed", usage, durationMs: elapsed(), errorCode: "BAD_OUTPUT" });
    throw new AppError("BAD_OUTPUT", GENERATION_MESSAGES.noData);
  }
  yield { type: "usage", usage };
  const id = await recordGeneration(deps, record, { status: "completed", usage, durationMs: elapsed() });
  yield { type: "done", result: result(id, text, null, usage) };
}
