import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * A relative clause about people starts with "who" (or "that"), not "which": "the students which are
 * late" → "who", "a friend which lives in Rome" → "who". Only nouns that always mean people count
 * ("team", "company" and "staff" may take either); after a comma "which" may refer to the whole
 * clause ("I met my friend, which was nice"), and "which of" is left alone.
 */

const RULE = "who-which";

const PEOPLE_NOUNS = new Set(
  `
  person people man men woman women child children kid kids boy boys girl girls friend friends student students teacher
  teachers parent parents mother mothers father fathers brother brothers sister sisters son sons daughter daughters
  doctor doctors customer customers client clients employee employees worker workers player players user users
  citizen citizens resident residents neighbor neighbors neighbour neighbours colleague colleagues classmate classmates
  tourist tourists visitor visitors passenger passengers driver drivers scientist scientists researcher researchers
  professor professors lawyer lawyers politician politicians leader leaders manager managers author authors writer
  writers artist artists singer singers actor actors athlete athletes consumer consumers adult adults teenager
  teenagers youngster youngsters someone somebody anyone anybody everyone everybody guy guys husband wife
  grandparents grandmother grandfather engineer engineers nurse nurses patients
  `
    .trim()
    .split(/\s+/),
);

export const whoWhich: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "which") {
        continue;
      }
      // After a comma, "which" may refer to the whole clause ("I met my friend, which was nice").
      const noun = tokens[token.index - 1];
      const next = tokens[token.index + 1];
      if (!noun || noun.kind !== "word" || !PEOPLE_NOUNS.has(noun.lower) || !next || next.kind !== "word" || next.lower === "of") {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [matchCase("who", token.text)],
          message: `“${noun.text}” refers to people: the relative pronoun is “who” (or “that”), not “which”.`,
          shortMessage: "Who or which",
          category: "Word choice",
          issueType: "Relative pronoun",
        }),
      );
    }
    return findings;
  },
};
