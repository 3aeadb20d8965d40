/**
 * The writing-exercise assessment (spec document 3 §3 Assessment, §5 pass marks, §9 score marks),
 * built from Wordloom's own engines: the grammar check, the intent and keyword engines, the AI
 * rating engine and the plagiarism fingerprints. Measured against human scores with
 * `npm run eval:learning`.
 */
export { assessWriting } from "./assess";
export { ASSESSMENT_ENGINE, type AssessmentInput, type AssessmentResult, type ScoredPart, type DetailItem } from "./types";
export { GRAMMAR_MAX } from "./grammar-score";
export { CONTENT_MAX } from "./content-score";
export { EXPRESSION_PART_MAX } from "./expression-score";
