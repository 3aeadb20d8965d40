/**
 * Convert a post's text for X, for the post editor's Twitter tab (camp-web). Props, as documented
 * in ../ConvertForX.tsx:
 *
 * <ConvertForX
 *   content={text}                                 // required: the original text
 *   title="…"                                      // optional
 *   premium={false}                                // optional: X Premium account (25,000)
 *   brandVoiceId={id | null}                       // optional
 *   onConverted={(result: ConvertForXResult) => …} // required: { text, weightedLength, maxLength, shortened, provider, draft }
 * />
 *
 * Also: xWeightedLength(text), xMaxLength(premium) and X_LENGTH_MESSAGES (the spec's "Max allowed
 * length for Twitter is {n} characters" and its save-time wording) for the Twitter tab's own checks.
 */
export { ConvertForX, type ConvertForXProps } from "../ConvertForX";
export { X_LENGTH_MESSAGES, xMaxLength, xWeightedLength } from "../x-length";
