import type { GenerationEvent } from "@wordloom/shared/api";
import type { GenerationStep } from "./run-generation";

/** A generation's steps as the events of its stream: delta…, usage, done. */
export async function* generationEvents(
  steps: AsyncIterable<GenerationStep>,
): AsyncGenerator<Exclude<GenerationEvent, { event: "error" }>> {
  for await (const step of steps) {
    switch (step.type) {
      case "delta":
        yield { event: "delta", data: { text: step.text } };
        break;
      case "usage":
        yield { event: "usage", data: step.usage };
        break;
      case "done":
        yield { event: "done", data: step.result };
        break;
    }
  }
}
