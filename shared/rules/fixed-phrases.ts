/**
 * Fixed phrases: idioms and famous quotations whose wording is settled, even where a grammar rule
 * would change it ("Four score and seven years ago" is not a missing plural, "Be that as it may" is
 * not a wrong verb form). A grammar or style finding that lies wholly inside one is not reported;
 * the check applies this before answering, so the web app, the server and the add-in show the same.
 *
 * Add a phrase in its usual spelling; case, curly or straight apostrophes and runs of spaces are
 * matched loosely. Only words wholly inside a phrase are exempt, so a typo within it ("Four scroe")
 * breaks the match and is still reported.
 */
export const FIXED_PHRASES: readonly string[] = [
  // Famous quotations.
  "Four score and seven years ago",
  "fourscore and seven years ago",
  "government of the people, by the people, for the people",
  "It was the best of times, it was the worst of times",
  "it was the age of wisdom, it was the age of foolishness",
  "To be, or not to be",
  "To be or not to be",
  "Friends, Romans, countrymen, lend me your ears",
  "Now is the winter of our discontent",
  "Wherefore art thou Romeo",
  "The lady doth protest too much, methinks",
  "Shall I compare thee to a summer's day",
  "Thou art more lovely and more temperate",
  "Our Father, which art in heaven",
  "Thy kingdom come, thy will be done",
  "Hallowed be thy name",
  "Ask not what your country can do for you",
  "Let them eat cake",
  "I came, I saw, I conquered",
  "Ich bin ein Berliner",
  "We shall fight on the beaches",
  "Never was so much owed by so many to so few",
  "That's one small step for man, one giant leap for mankind",
  "Houston, we have a problem",
  "Me Tarzan, you Jane",
  "Elementary, my dear Watson",
  "It is a truth universally acknowledged",
  "Call me Ishmael",
  "All happy families are alike",
  "Whose woods these are I think I know",
  "Two roads diverged in a yellow wood",
  "Water, water, every where, nor any drop to drink",
  "Do not go gentle into that good night",
  "Here's looking at you, kid",
  "Frankly, my dear, I don't give a damn",
  "Ain't I a woman",
  // Idioms and set expressions in older or unusual grammar.
  "Be that as it may",
  "Come what may",
  "So be it",
  "Far be it from me",
  "If need be",
  "Suffice it to say",
  "as it were",
  "the powers that be",
  "Woe is me",
  "Long live the king",
  "Long live the queen",
  "God save the king",
  "God save the queen",
  "Methinks",
  "Truth be told",
  "Heaven forbid",
  "God forbid",
  "Perish the thought",
  "Thank God it's Friday",
  "Them's the breaks",
  "Ain't that the truth",
  "If it ain't broke, don't fix it",
  "Me, myself and I",
  "Easy come, easy go",
  "Long time no see",
  "No can do",
  "Monkey see, monkey do",
  "Curiosity killed the cat",
  "Knowledge is power",
  "All's well that ends well",
  "Better late than never",
  "Waste not, want not",
  "Spare the rod and spoil the child",
  "Least said, soonest mended",
  "Once bitten, twice shy",
  "First come, first served",
  "Like father, like son",
  "the more the merrier",
  "Out of sight, out of mind",
  "Slowly but surely",
  "Needless to say",
  "Believe you me",
  "Been there, done that",
  "Don't count your chickens before they hatch",
];

const APOSTROPHES = "['’‘]";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase's pattern: words in order, loose about case, apostrophes and whitespace (a comma may be left out). */
const patternOf = (phrase: string): string =>
  phrase
    .trim()
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replace(/['’‘]/g, APOSTROPHES).replace(/,$/, ",?"))
    .join("\\s+");

let compiled: RegExp | null = null;

const fixedPhrasePattern = (): RegExp => {
  compiled ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${FIXED_PHRASES.map(patternOf).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  return compiled;
};

export interface TextRange {
  start: number;
  end: number;
}

/** Where fixed phrases occur in the text, in order. */
export const findFixedPhrases = (text: string): TextRange[] =>
  [...text.matchAll(fixedPhrasePattern())].map((match) => ({ start: match.index, end: match.index + match[0].length }));

/**
 * Drops the findings that lie wholly inside a fixed phrase of `text`, except capitalisation ones
 * (a quotation still starts a sentence with a capital). Findings keep their order.
 */
export const withoutFixedPhraseFindings = <T extends TextRange & { category?: string }>(text: string, findings: readonly T[]): T[] => {
  if (findings.length === 0) {
    return [...findings];
  }
  const phrases = findFixedPhrases(text);
  if (phrases.length === 0) {
    return [...findings];
  }
  return findings.filter(
    (finding) =>
      finding.category === "Capitalization" || !phrases.some((phrase) => phrase.start <= finding.start && finding.end <= phrase.end),
  );
};
