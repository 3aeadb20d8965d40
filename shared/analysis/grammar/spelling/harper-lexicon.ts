import type { HarperDictionarySource } from "./harper-dictionary-source";

/**
 * Every word form Harper's dictionary can spell, in lower case, in any dialect: each entry with its
 * affix flags applied (suffixes, prefixes, and both where the two rules allow it). It answers one
 * question cheaply: is some dictionary word within one edit of a given word? Forms of every dialect
 * are kept, so the set may hold a few more forms than Harper accepts for one dialect, never fewer
 * (a form it lacks would make Wordloom skip a word Harper would correct).
 */

interface Replacement {
  remove: string;
  add: string;
  condition: string;
}

interface Affix {
  kind: "prefix" | "suffix";
  crossProduct: boolean;
  replacements: Array<Replacement & { test: RegExp }>;
}

const isReplacement = (value: unknown): value is Replacement =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Replacement).remove === "string" &&
  typeof (value as Replacement).add === "string" &&
  typeof (value as Replacement).condition === "string";

/** Harper's affix rules by flag; rules it cannot read are left out. */
export const parseAffixes = (json: string): Map<string, Affix> => {
  const parsed: unknown = JSON.parse(json);
  const affixes = new Map<string, Affix>();
  const table = (parsed as { affixes?: unknown }).affixes;
  if (typeof table !== "object" || table === null) {
    return affixes;
  }
  for (const [flag, rule] of Object.entries(table)) {
    const { kind, cross_product: crossProduct, replacements } = rule as { kind?: unknown; cross_product?: unknown; replacements?: unknown };
    if ((kind !== "prefix" && kind !== "suffix") || !Array.isArray(replacements)) {
      continue;
    }
    affixes.set(flag, {
      kind,
      crossProduct: crossProduct === true,
      replacements: replacements.filter(isReplacement).map((replacement) => ({
        ...replacement,
        // Hunspell-style conditions ("[^aeiou]y", "e", "."): checked on the end (suffix) or start (prefix) of the word.
        test: new RegExp(kind === "suffix" ? `(?:${replacement.condition})$` : `^(?:${replacement.condition})`, "iu"),
      })),
    });
  }
  return affixes;
};

/** The forms one affix rule makes of `word`. */
const applyAffix = (word: string, affix: Affix): string[] => {
  const forms: string[] = [];
  for (const { remove, add, test } of affix.replacements) {
    if (!test.test(word)) {
      continue;
    }
    if (affix.kind === "suffix" && word.endsWith(remove)) {
      forms.push(word.slice(0, word.length - remove.length) + add);
    } else if (affix.kind === "prefix" && word.startsWith(remove)) {
      forms.push(add + word.slice(remove.length));
    }
  }
  return forms;
};

/** One dictionary line as its word and flags; null for blank lines, comments and the count line. */
const parseEntry = (line: string): { word: string; flags: string } | null => {
  const entry = line.replace(/\s+#.*$/u, "").trim();
  if (entry === "" || entry.startsWith("#") || /^\d+$/u.test(entry)) {
    return null;
  }
  const slash = entry.indexOf("/");
  return slash === -1 ? { word: entry, flags: "" } : { word: entry.slice(0, slash), flags: entry.slice(slash + 1) };
};

export const buildHarperLexicon = (source: HarperDictionarySource): Set<string> => {
  const affixes = parseAffixes(source.affixes);
  const forms = new Set<string>();
  for (const line of source.dictionary.split("\n")) {
    const entry = parseEntry(line);
    if (!entry || entry.word === "") {
      continue;
    }
    const { word, flags } = entry;
    forms.add(word.toLowerCase());
    const rules = [...new Set(flags)].flatMap((flag) => {
      const affix = affixes.get(flag);
      return affix ? [affix] : [];
    });
    const suffixed: string[] = [];
    for (const rule of rules) {
      if (rule.kind === "suffix") {
        for (const form of applyAffix(word, rule)) {
          forms.add(form.toLowerCase());
          if (rule.crossProduct) {
            suffixed.push(form);
          }
        }
      }
    }
    for (const rule of rules) {
      if (rule.kind === "prefix") {
        for (const form of applyAffix(word, rule)) {
          forms.add(form.toLowerCase());
        }
        if (rule.crossProduct) {
          for (const base of suffixed) {
            for (const form of applyAffix(base, rule)) {
              forms.add(form.toLowerCase());
            }
          }
        }
      }
    }
  }
  return forms;
};
