import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_MESSAGES, type GenerationEvent } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import type { GenerationStep } from "./run-generation";
import { openEventStream } from "./event-stream";
import { refundReservation } from "./refund-reservation";

/**
 * How long the first step may take before the stream opens anyway. Until then, a failure (quota,
 * NEEDS_MODEL, model unreachable) still answers with its HTTP status and JSON error body.
 */
const FIRST_STEP_GRACE_MS = 10_000;

const settledWithin = async (promise: Promise<unknown>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
};

const eventOf = (step: GenerationStep): GenerationEvent => {
  switch (step.type) {
    case "delta":
      return { event: "delta", data: { text: step.text } };
    case "usage":
      return { event: "usage", data: step.usage };
    case "done":
      return { event: "done", data: step.result };
  }
};

const errorEvent = (error: unknown): GenerationEvent => {
  if (error instanceof AppError) {
    return { event: "error", data: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) } };
  }
  return { event: "error", data: { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL } };
};

/**
 * Streams a generation as server-sent events: delta…, usage, done, or error. The reserved use is
 * given back when the stream ends without having delivered any text.
 */
export const streamGeneration = async (ctx: Pick<AppContext, "db">, request: FastifyRequest, reply: FastifyReply, steps: AsyncGenerator<GenerationStep>): Promise<void> => {
  const first = steps.next();
  // A failure before anything was sent leaves through the error handler, as a JSON error.
  const firstStep = (await settledWithin(first, FIRST_STEP_GRACE_MS)) ? await first : undefined;
  const stream = openEventStream(reply);
  let delivered = false;
  try {
    for (let step = firstStep ?? (await first); !step.done; step = await steps.next()) {
      const event = eventOf(step.value);
      delivered ||= event.event === "delta";
      stream.send(event.event, event.data);
    }
  } catch (error) {
    const event = errorEvent(error);
    if (!(error instanceof AppError) || error.status >= 500) {
      request.log.error({ err: error }, "generation failed mid-stream");
    }
    stream.send(event.event, event.data);
  } finally {
    if (!delivered) {
      await refundReservation(ctx, request);
    }
    stream.end();
  }
};
