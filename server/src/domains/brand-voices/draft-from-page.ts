import { MAX_CONTENT_PILLARS, type CreateBrandVoiceBody } from "@wordloom/shared/api";
import { keyPhrases, sentencesOf, titleCase } from "../../integrations/llm/offline/text-tools";
import type { ReadablePage } from "./extract-readable-text";

const clipTo = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`);

/** "Acme — Accounting for small teams | Home" → "Acme". */
const siteTitle = (page: ReadablePage, hostname: string): string => {
  const fromTitle = page.title.split(/\s+[|–—-]\s+|:\s+/)[0]?.trim();
  return clipTo(page.siteName || fromTitle || hostname.replace(/^www\./, ""), 120);
};

/** "… software for small businesses." → "small businesses". */
const audienceIn = (text: string): string => {
  const match = /\bfor\s+((?:[a-z][\w-]*\s?){1,5}?)(?:[.,;:!?]|\s+(?:who|that|to|and|with|in)\b|$)/i.exec(text);
  return match?.[1]?.trim() ?? "";
};

const HELP_SENTENCE = /\b(?:we|our|i)\b[^.]*\b(?:help|helps|build|make|provide|offer|deliver|give|enable)\b/i;

/**
 * A draft brand voice from a page's readable text: name, niche, promise, how-I-help, audience,
 * content focus and pillars. Fields the page does not give stay empty for the user to fill in.
 */
export const draftBrandVoiceFromPage = (page: ReadablePage, url: URL): CreateBrandVoiceBody => {
  const h1 = page.headings.find((heading) => heading.level === 1)?.text ?? "";
  const text = [page.description, ...page.headings.map((heading) => heading.text), ...page.paragraphs].join("\n");
  const sentences = sentencesOf(text);
  const howIHelp = sentences.find((sentence) => HELP_SENTENCE.test(sentence)) ?? "";
  const subheadings = page.headings.filter((heading) => heading.level >= 2).map((heading) => heading.text);
  const pillars = [
    ...new Map(
      [...subheadings.filter((heading) => heading.split(/\s+/).length <= 5), ...keyPhrases(text, MAX_CONTENT_PILLARS)].map((pillar) => [
        pillar.toLowerCase(),
        titleCase(clipTo(pillar, 60)),
      ]),
    ).values(),
  ];
  return {
    title: siteTitle(page, url.hostname),
    niche: clipTo(page.description ? (sentencesOf(page.description)[0] ?? page.description) : h1, 300),
    brandPromise: clipTo(h1, 500),
    howIHelp: clipTo(howIHelp, 1000),
    contentFocus: clipTo(subheadings.slice(0, 6).join(", "), 500),
    targetAudience: { segment: clipTo(audienceIn(`${page.description} ${h1}`), 200), interests: [], ageGroup: "", geography: "" },
    contentPillars: pillars.slice(0, 5),
  };
};
