import { z } from "zod";
import { IdSchema, IsoDateSchema } from "./common";
import { plainText } from "./text";

/**
 * Brand voices (spec document 1 §3, §7) and the saved "tone - style" pairs (document 3 §4.5, §5, §9).
 * The persona fields keep the spec's names in camelCase; every field is optional text so a voice can
 * be saved half-filled and completed later.
 */

/** A custom pillar can be typed in only while fewer than this many exist (document 3 §5, §9). */
export const CUSTOM_PILLAR_INPUT_LIMIT = 7;
/** Wordloom's own bounds (the spec has a maximum and a minimum "from configuration", values not shown). */
export const MAX_CONTENT_PILLARS = 10;
export const MAX_PILLAR_CHARS = 60;
export const MAX_BRAND_VOICE_TITLE_CHARS = 120;
/** The brand voice list truncates titles at 25 characters (document 3 §9); the UI does that, not the API. */
export const BRAND_VOICE_TITLE_DISPLAY_CHARS = 25;
export const MAX_BRAND_VOICES = 50;
export const MAX_TONE_STYLES = 20;
export const MAX_TONE_STYLE_PART_CHARS = 40;

export const BRAND_VOICE_MESSAGES = {
  pillarDuplicate: "Pillar already present!",
  pillarCustomLimit: `Custom pillars can be added only while there are fewer than ${CUSTOM_PILLAR_INPUT_LIMIT}.`,
  pillarMaximum: `A brand voice holds at most ${MAX_CONTENT_PILLARS} content pillars.`,
  pillarsGenerated: "Pillar Generated! Click save to save in brand voice",
  updated: "Brand voice Updated!",
  toneStyleRequired: "Please fill style tone to save!",
  toneStyleLimit: `Maximum global tones limit(${MAX_TONE_STYLES}) exeeded! Remove some to add new`,
  toneStyleSaved: "Updated!",
  toneStyleRemoved: "Tone Removed!",
  invalidUrl: "Please add a valid Url to generate!",
  unreadablePage: "We could not read that page. Try another URL or fill the brand voice in yourself.",
  maxBrandVoices: `You can keep at most ${MAX_BRAND_VOICES} brand voices. Delete one to add another.`,
} as const;

/** Built-in pairs every user sees first; they cannot be removed (document 3 §9). */
export const BUILT_IN_TONE_STYLES = [
  { tone: "Professional", style: "Simplified" },
  { tone: "Conversational", style: "Storytelling" },
] as const;

/** "tone - style", the spec's stored string form. */
export const toneStyleValue = (tone: string, style: string): string => `${tone} - ${style}`;

const fieldText = (max: number) => plainText(max).trim();

export const TargetAudienceSchema = z.strictObject({
  segment: fieldText(200).default(""),
  interests: z.array(fieldText(60).min(1)).max(20).default([]),
  ageGroup: fieldText(40).default(""),
  geography: fieldText(120).default(""),
});
export type TargetAudience = z.output<typeof TargetAudienceSchema>;

const PillarSchema = fieldText(MAX_PILLAR_CHARS).min(1, "A pillar cannot be empty.");

const samePillar = (first: string, second: string) => first.trim().toLowerCase() === second.trim().toLowerCase();

/** Pillars without duplicates (compared case-insensitively), at most MAX_CONTENT_PILLARS. */
export const ContentPillarsSchema = z
  .array(PillarSchema)
  .max(MAX_CONTENT_PILLARS, BRAND_VOICE_MESSAGES.pillarMaximum)
  .superRefine((pillars, context) => {
    pillars.forEach((pillar, index) => {
      if (pillars.slice(0, index).some((earlier) => samePillar(earlier, pillar))) {
        context.addIssue({ code: "custom", path: [index], message: BRAND_VOICE_MESSAGES.pillarDuplicate });
      }
    });
  });

/** The persona fields of document 1 §3. */
export const BrandVoicePersonaSchema = z.strictObject({
  niche: fieldText(300).default(""),
  desiredCustomerResponse: fieldText(500).default(""),
  targetAudience: TargetAudienceSchema.default({ segment: "", interests: [], ageGroup: "", geography: "" }),
  howIHelp: fieldText(1000).default(""),
  brandPromise: fieldText(500).default(""),
  myValues: fieldText(500).default(""),
  myGoals: fieldText(500).default(""),
  contentFocus: fieldText(500).default(""),
  changeIDesire: fieldText(500).default(""),
});

export const BrandVoiceTitleSchema = fieldText(MAX_BRAND_VOICE_TITLE_CHARS).min(1, "Please give the brand voice a title.");

export const CreateBrandVoiceBodySchema = BrandVoicePersonaSchema.extend({
  title: BrandVoiceTitleSchema,
  contentPillars: ContentPillarsSchema.default([]),
});
export type CreateBrandVoiceBody = z.input<typeof CreateBrandVoiceBodySchema>;

/** Any subset of the fields; `contentPillars` replaces the whole list ("update brand voice contentPillars"). */
export const UpdateBrandVoiceBodySchema = z.strictObject({
  title: BrandVoiceTitleSchema.optional(),
  contentPillars: ContentPillarsSchema.optional(),
  niche: fieldText(300).optional(),
  desiredCustomerResponse: fieldText(500).optional(),
  targetAudience: TargetAudienceSchema.optional(),
  howIHelp: fieldText(1000).optional(),
  brandPromise: fieldText(500).optional(),
  myValues: fieldText(500).optional(),
  myGoals: fieldText(500).optional(),
  contentFocus: fieldText(500).optional(),
  changeIDesire: fieldText(500).optional(),
});

/** What the signed-in user may do with a brand voice, computed by the server's brand-voice policy. */
export const BrandVoiceAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type BrandVoiceAbilities = z.output<typeof BrandVoiceAbilitiesSchema>;

export const BrandVoiceSchema = BrandVoicePersonaSchema.extend({
  id: IdSchema,
  title: z.string(),
  contentPillars: z.array(z.string()),
  /** The page a voice was drafted from ("create from a URL"), or null. */
  sourceUrl: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  can: BrandVoiceAbilitiesSchema,
});
export type BrandVoice = z.output<typeof BrandVoiceSchema>;

export const BrandVoiceListSchema = z.object({ items: z.array(BrandVoiceSchema) });
export const BrandVoiceParamsSchema = z.object({ id: IdSchema });

export const AddPillarBodySchema = z.strictObject({ pillar: PillarSchema });

export const SuggestPillarsBodySchema = z.strictObject({
  niche: fieldText(300).min(3, "Please describe your niche in a few words."),
  count: z.number().int().min(1).max(MAX_CONTENT_PILLARS).default(5),
});
export const SuggestPillarsResultSchema = z.object({
  pillars: z.array(z.string()),
  /** Suggestions come from the offline template engine: a draft to edit, not a model's answer. */
  draft: z.boolean(),
  message: z.string(),
});

export const BrandVoiceFromUrlBodySchema = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), { message: BRAND_VOICE_MESSAGES.invalidUrl }),
});

/** A document's brand voice (document 1 §7 "PUT document/brandVoice"). */
export const DocumentBrandVoiceParamsSchema = z.object({ id: IdSchema });
export const DocumentBrandVoiceBodySchema = z.strictObject({ brandVoiceId: IdSchema.nullable() });
export const DocumentBrandVoiceSchema = z.object({
  documentId: IdSchema,
  brandVoiceId: IdSchema.nullable(),
  brandVoice: BrandVoiceSchema.nullable(),
});

/** Tone-styles saved per user and brand voice ("global params", document 1 §7). */
const ToneStylePartSchema = plainText(MAX_TONE_STYLE_PART_CHARS)
  .trim()
  .min(1, BRAND_VOICE_MESSAGES.toneStyleRequired)
  .refine((value) => !value.includes(" - "), { message: 'Tone and style cannot contain " - ".' });

export const SaveToneStyleBodySchema = z.strictObject({
  tone: z.string({ error: BRAND_VOICE_MESSAGES.toneStyleRequired }).pipe(ToneStylePartSchema),
  style: z.string({ error: BRAND_VOICE_MESSAGES.toneStyleRequired }).pipe(ToneStylePartSchema),
  brandVoiceId: IdSchema.nullable().default(null),
});
export const ToneStyleQuerySchema = z.object({ brandVoiceId: IdSchema.optional() });
export const ToneStyleParamsSchema = z.object({ id: IdSchema });

export const ToneStyleSchema = z.object({
  /** Null for the built-in pairs, which cannot be removed. */
  id: IdSchema.nullable(),
  tone: z.string(),
  style: z.string(),
  /** "tone - style". */
  value: z.string(),
  builtIn: z.boolean(),
});
export type ToneStyle = z.output<typeof ToneStyleSchema>;

export const ToneStyleListSchema = z.object({
  brandVoiceId: IdSchema.nullable(),
  /** Built-in pairs first, then the saved ones, oldest first. */
  items: z.array(ToneStyleSchema),
  saved: z.number().int(),
  max: z.number().int(),
});
export type ToneStyleList = z.output<typeof ToneStyleListSchema>;
