import { z } from "zod";

/**
 * The typed results of the structured generations. The model is asked for exactly these shapes
 * (JSON schema) and its answer is validated with them; the offline engine fills the same shapes.
 * Every property is required, as strict structured output demands.
 */

/** Poll limits (document 4 §5, §9): options at most 30 characters (25 for Twitter), title 150. */
export const POLL_QUESTION_MAX_CHARS = 150;
export const POLL_OPTION_MAX_CHARS = 30;

export const HashtagsOutputSchema = z.strictObject({
  hashtags: z
    .array(z.string().regex(/^#[\p{L}\p{N}_]{2,60}$/u, "A hashtag is # followed by letters, digits or _"))
    .min(1)
    .max(30),
});
export type HashtagsOutput = z.output<typeof HashtagsOutputSchema>;

export const PollOutputSchema = z.strictObject({
  question: z.string().min(1).max(POLL_QUESTION_MAX_CHARS),
  options: z.array(z.string().min(1).max(POLL_OPTION_MAX_CHARS)).min(2).max(4),
});
export type PollOutput = z.output<typeof PollOutputSchema>;

export const CarouselOutputSchema = z.strictObject({
  title: z.string().min(1).max(150),
  slides: z
    .array(z.strictObject({ heading: z.string().min(1).max(120), body: z.string().min(1).max(600) }))
    .min(2)
    .max(12),
});
export type CarouselOutput = z.output<typeof CarouselOutputSchema>;

export const TipsOutputSchema = z.strictObject({
  title: z.string().min(1).max(150),
  tips: z.array(z.string().min(1).max(400)).min(1).max(12),
});
export type TipsOutput = z.output<typeof TipsOutputSchema>;

export const BlogOutlineOutputSchema = z.strictObject({
  title: z.string().min(1).max(200),
  sections: z
    .array(z.strictObject({ heading: z.string().min(1).max(150), points: z.array(z.string().min(1).max(300)).min(1).max(8) }))
    .min(2)
    .max(12),
});
export type BlogOutlineOutput = z.output<typeof BlogOutlineOutputSchema>;

export const HeadlinesOutputSchema = z.strictObject({
  headlines: z.array(z.string().min(1).max(150)).min(1).max(10),
});
export type HeadlinesOutput = z.output<typeof HeadlinesOutputSchema>;

/** Idioms that fit a text's context: each with its meaning and an example sentence. */
export const IdiomsOutputSchema = z.strictObject({
  idioms: z
    .array(z.strictObject({ idiom: z.string().min(2).max(80), meaning: z.string().min(1).max(300), example: z.string().min(1).max(300) }))
    .min(1)
    .max(4),
});
export type IdiomsOutput = z.output<typeof IdiomsOutputSchema>;
