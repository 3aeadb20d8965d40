/**
 * Generation by category for a campaign post, for the post editor (camp-web). Props, as documented
 * in ../CategoryGeneratorPanel.tsx:
 *
 * <CategoryGeneratorPanel
 *   brandVoice={{ id, contentPillars } | null}   // optional, default null
 *   postType="Post"                              // optional: the post's type; Post/Infographics/Polls/Carousel need a pillar
 *   typeMaxLength={3000}                         // optional: the type's max length; the slider ends at 5×
 *   initialCategory="how-to"                     // optional
 *   onGenerated={(result: GeneratedPost) => …}   // required: { category, title, content, hashtags, slides, poll, text, request, draft, generationId }
 * />
 */
export { CategoryGeneratorPanel, type CategoryGeneratorPanelProps, type GeneratedPost } from "../CategoryGeneratorPanel";
