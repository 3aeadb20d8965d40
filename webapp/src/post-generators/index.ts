/**
 * Post generators: generation by category and "convert for X" for campaign posts (spec document 4
 * §5, §7). No screen of its own: other features (the post editor) use its components through
 * public/CategoryGeneratorPanel.tsx and public/ConvertForX.tsx, which load with their lazy screens.
 */
export type { GeneratedPost } from "./generated-post";
