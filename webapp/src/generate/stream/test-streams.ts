import type { GenerationResult } from "@wordloom/shared/api";

/** A finished generation, as the `done` event and the JSON mode carry it. */
export const testResult = (overrides: Partial<GenerationResult> = {}): GenerationResult => ({
  provider: "openai-compatible",
  model: "test-model",
  promptId: "blog",
  promptVersion: 1,
  draft: false,
  generationId: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  kind: "blog",
  text: "Hello world",
  object: null,
  usage: { tokensIn: 3, tokensOut: 2, estimated: false },
  ...overrides,
});

/** One SSE message block. */
export const sseBlock = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streaming answer whose body yields the chunks one by one; `hold` keeps it open after them. */
export const eventStreamResponse = (chunks: readonly string[], { hold = false }: { hold?: boolean } = {}): Response => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(chunk));
      }
      if (!hold) {
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
};

export const jsonResponse = (status: number, payload: unknown): Response =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
