import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's score runs 0–4 by estimated guesses (under 10^3, 10^6, 10^8, 10^10, more). Wordloom
 * refuses 0 and 1: the common-password lists, keyboard walks, repeats, sequences, dates and names,
 * as NIST SP 800-63B asks (check against common and breached passwords, no composition rules).
 * 3 would refuse every 8-character password (zxcvbn counts at most 10^8 guesses for 8 random
 * characters), which the 8-character minimum promises to accept.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;
/**
 * The estimator with the common and English dictionaries (~30,000 common passwords among them),
 * loaded on the first sign-up rather than at start-up. Levenshtein matching stays off: it made
 * one check cost a second of CPU.
 */
const loadEstimator = (): Promise<ZxcvbnFactory> =>
  (estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  })());

export interface PasswordOwner {
  email: string;
  fname: string;
  lname: string;
}

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/** Why a password is refused, in words a person can act on; null when it is strong enough. */
export const passwordWeakness = async (password: string, owner: PasswordOwner): Promise<string | null> => {
  const [localPart = ""] = owner.email.split("@");
  const personal = [owner.email, localPart, owner.fname, owner.lname, `${owner.fname}${owner.lname}`].map(normalise).filter(Boolean);
  if (personal.includes(normalise(password))) {
    return "Your password cannot be your e-mail address or your name.";
  }
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password.slice(0, 100), [...personal, owner.fname, owner.lname, "wordloom"]);
  if (result.score >= MIN_PASSWORD_SCORE) {
    return null;
  }
  const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, "")}. ` : "";
  return `This password is too easy to guess. ${why}Try a longer phrase of three or four unrelated words.`;
};
