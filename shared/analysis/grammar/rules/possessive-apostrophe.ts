import { isNoun, wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A possessive needs its apostrophe: "a persons life" → "a person's life", "every students right" →
 * "every student's right". A singular determiner cannot go with a plural, so "a"/"every"/"each"/"this"
 * + a plural noun for people + another noun is a possessive. ("the students union" may be a name, so
 * only singular determiners count.)
 */

const RULE = "possessive-apostrophe";

/** Singular determiners ("that" is left out: "the kind of film that parents love"). */
const DETERMINERS = new Set(["a", "an", "every", "each", "this", "one", "another"]);

/** Plural nouns for people → their singular. */
const PEOPLE = wordTable({
  persons: "person",
  students: "student",
  teachers: "teacher",
  parents: "parent",
  mothers: "mother",
  fathers: "father",
  friends: "friend",
  customers: "customer",
  users: "user",
  doctors: "doctor",
  childs: "child",
  workers: "worker",
  employees: "employee",
  citizens: "citizen",
  players: "player",
  writers: "writer",
  authors: "author",
  womans: "woman",
  mans: "man",
  sisters: "sister",
  brothers: "brother",
  neighbors: "neighbor",
  neighbours: "neighbour",
  leaders: "leader",
});

/** What the owner may own: a listed noun, or one of these common ones. */
const OWNED = new Set([
  "life",
  "job",
  "name",
  "house",
  "home",
  "family",
  "car",
  "room",
  "book",
  "work",
  "health",
  "opinion",
  "mind",
  "future",
  "career",
  "money",
  "role",
  "responsibility",
  "right",
  "rights",
  "duty",
  "dream",
  "education",
  "personality",
  "behavior",
  "behaviour",
  "success",
  "point",
]);

const isOwned = (token: Token | undefined): token is Token =>
  token !== undefined && token.kind === "word" && token.text === token.lower && (OWNED.has(token.lower) || isNoun(token.lower));

export const possessiveApostrophe: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const owner = tokens[token.index + 1];
      const singular = owner ? PEOPLE[owner.lower] : undefined;
      if (!DETERMINERS.has(token.lower) || !owner || !singular || owner.text !== owner.lower || !isOwned(tokens[owner.index + 1])) {
        continue;
      }
      const replacement = `${singular}'s`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: owner,
          replacements: [replacement],
          message: `After “${token.text}”, “${owner.text}” is a possessive: “${replacement}”.`,
          shortMessage: "Possessive",
          category: "Punctuation",
          issueType: "Apostrophe",
        }),
      );
    }
    return findings;
  },
};
