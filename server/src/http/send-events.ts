import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_MESSAGES, type EventsResponse } from "@wordloom/shared/api";
import type { AppContext } from "../context";
import { AppError, badRequest } from "../errors";
import { openEventStream } from "./event-stream";
import { refundReservation } from "./refund-reservation";

/** One event a handler yields; the `error` event is registerEndpoint's to send. */
export interface ServerEvent {
  event: string;
  data: unknown;
}

/**
 * How long the first event may take before the stream opens anyway. Until then, a failure (quota,
 * NEEDS_MODEL, model unreachable) still answers with its HTTP status and JSON error body.
 */
const FIRST_EVENT_GRACE_MS = 10_000;

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

const errorData = (error: unknown) =>
  error instanceof AppError
    ? { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) }
    : { code: "INTERNAL" as const, message: ERROR_MESSAGES.INTERNAL };

/** JSON when asked with ?stream=0, or when the client accepts JSON and not an event stream (the named client functions). */
const wantsJson = (request: FastifyRequest): boolean => {
  const { stream } = request.query as { stream?: string };
  if (stream !== undefined) {
    return stream === "0";
  }
  const accept = request.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/event-stream");
};

/** The non-streaming answer: the data of the first result event; a stream cut short (the client left) is a 400. */
const collectResult = async (events: AsyncIterator<ServerEvent>, resultEvent: string): Promise<unknown> => {
  for (let step = await events.next(); !step.done; step = await events.next()) {
    if (step.value.event === resultEvent) {
      return step.value.data;
    }
  }
  throw badRequest("The request was cancelled.");
};

/**
 * Streams the events as `text/event-stream`: each one as it comes, then `error` if the handler
 * throws after the stream opened. The use the feature guard reserved is given back when the stream
 * ends before sending the event that spends it (`spendsFeatureOn`; any event when unnamed).
 */
const streamEvents = async (
  ctx: Pick<AppContext, "db">,
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterator<ServerEvent>,
  spendsOn: string | undefined,
) => {
  const first = events.next();
  // A failure before anything was sent leaves through the error handler, as a JSON error.
  const firstStep = (await settledWithin(first, FIRST_EVENT_GRACE_MS)) ? await first : undefined;
  const stream = openEventStream(reply);
  let spent = false;
  try {
    for (let step = firstStep ?? (await first); !step.done; step = await events.next()) {
      spent ||= spendsOn === undefined || step.value.event === spendsOn;
      stream.send(step.value.event, step.value.data);
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      request.log.error({ err: error }, "event stream failed mid-stream");
    }
    stream.send("error", errorData(error));
  } finally {
    if (!spent) {
      await refundReservation(ctx, request);
    }
    stream.end();
  }
};

/** Answers an events endpoint: its JSON result when asked for and it has one, otherwise the event stream. */
export const sendEvents = async (
  ctx: Pick<AppContext, "db">,
  request: FastifyRequest,
  reply: FastifyReply,
  response: EventsResponse,
  events: AsyncIterable<ServerEvent>,
): Promise<FastifyReply> => {
  const iterator = events[Symbol.asyncIterator]();
  if (response.result && wantsJson(request)) {
    return reply.send(await collectResult(iterator, response.result.event));
  }
  await streamEvents(ctx, request, reply, iterator, response.spendsFeatureOn);
  return reply;
};
