import { HeadlinesOutputSchema } from "@wordloom/shared/api";
import { api } from "../../api/client";
import { titleFromText } from "../load/document-title";

/**
 * Spec document 3 §4.6: after "i am done" a title may be made from a headline. Asks for one
 * headline of the dictated text; without an answer (quota, no network) the first sentence serves.
 */
export const headlineTitle = async (text: string, fallback: string): Promise<string> => {
  try {
    const result = await api.generateHeadlines({ body: { text: text.slice(0, 20_000), count: 1 } });
    const parsed = HeadlinesOutputSchema.safeParse(result.object);
    const headline = parsed.success ? parsed.data.headlines[0]?.trim() : undefined;
    return headline || titleFromText(text, fallback);
  } catch {
    return titleFromText(text, fallback);
  }
};
