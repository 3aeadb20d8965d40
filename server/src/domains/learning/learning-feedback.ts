import { eq } from "drizzle-orm";
import type { AssessmentResult } from "@wordloom/shared/analysis/assessment";
import type { LlmConfig } from "../../config";
import type { WorkerDeps } from "../../context";
import { createLlmProvider } from "../../integrations/llm/create-llm-provider";
import type { LlmProvider } from "../../integrations/llm/types";
import { learningSubmissions } from "./learning.tables";

const MAX_FEEDBACK_CHARS = 2_000;
const FEEDBACK_TIMEOUT_MS = 30_000;

const providers = new WeakMap<LlmConfig, LlmProvider>();
const providerFor = (config: LlmConfig): LlmProvider => {
  let provider = providers.get(config);
  if (!provider) {
    provider = createLlmProvider(config);
    providers.set(config, provider);
  }
  return provider;
};

export interface FeedbackInput {
  submissionId: string;
  task: string;
  exerciseTitle: string;
  text: string;
  assessment: AssessmentResult;
  passed: boolean;
}

const prompt = ({ task, exerciseTitle, text, assessment, passed }: FeedbackInput): string => {
  const findings = assessment.grammar.details.items
    .slice(0, 5)
    .map((item) => `- ${item.note}`)
    .join("\n");
  return [
    `Exercise: ${exerciseTitle}`,
    `Task: ${task}`,
    `The learner's text:\n"""\n${text}\n"""`,
    `Scores (already final, do not change or restate them as numbers): grammar ${assessment.totals.grammar}/20, content ${assessment.totals.content}/30, expression ${assessment.totals.expression}/50; ${passed ? "passed" : "not passed yet"}.`,
    findings ? `Grammar findings:\n${findings}` : "No grammar findings.",
    "Write short, kind feedback for the learner (at most 120 words): one thing done well, the two most useful improvements with an example rewrite of one sentence, and one encouraging line.",
  ].join("\n\n");
};

/**
 * Written feedback from the configured model (LLM_PROVIDER=openai-compatible), added after the
 * evaluation. The scores are Wordloom's own and never depend on it; without a model, or when the
 * model fails, the submission simply has no feedback.
 */
export const writeFeedback = async (deps: Pick<WorkerDeps, "config" | "db">, input: FeedbackInput): Promise<void> => {
  if (deps.config.llm.kind !== "openai-compatible") {
    return;
  }
  const provider = providerFor(deps.config.llm);
  let feedback = "";
  try {
    for await (const event of provider.streamText({
      task: { kind: "messages", input: null, brand: null },
      messages: [
        {
          role: "system",
          content: "You are Wordloom's writing tutor. You give brief, specific, encouraging feedback on a learner's exercise.",
        },
        { role: "user", content: prompt(input) },
      ],
      maxTokens: 400,
      temperature: 0.4,
      signal: AbortSignal.timeout(FEEDBACK_TIMEOUT_MS),
    })) {
      if (event.type === "text") {
        feedback += event.text;
      }
    }
  } catch {
    return;
  }
  const trimmed = feedback.trim().slice(0, MAX_FEEDBACK_CHARS);
  if (trimmed) {
    await deps.db.update(learningSubmissions).set({ feedback: trimmed }).where(eq(learningSubmissions.id, input.submissionId));
  }
};
