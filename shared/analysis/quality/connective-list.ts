/**
 * Discourse connectives: words and phrases that tie a sentence to what came before (Wordloom's own
 * list, grouped by the relation they signal, after the Penn Discourse Treebank's explicit
 * connectives). Lower case; multi-word entries match as whole phrases.
 */

/** Connectives that link a sentence wherever they stand in it. */
export const CONNECTIVES_ANYWHERE: readonly string[] = [
  // addition
  "moreover", "furthermore", "in addition", "additionally", "what is more", "likewise", "similarly", "equally important",
  "in the same way", "by the same token", "as well as",
  // contrast and concession
  "however", "nevertheless", "nonetheless", "although", "even though", "whereas", "on the other hand", "in contrast",
  "by contrast", "conversely", "on the contrary", "instead", "in spite of", "despite", "even so", "alternatively",
  "notwithstanding", "rather than",
  // cause and result
  "because", "therefore", "consequently", "as a result", "as a consequence", "thus", "hence", "accordingly",
  "for this reason", "for that reason", "that is why", "due to", "owing to", "so that", "in order to", "thereby",
  // condition
  "unless", "provided that", "as long as", "in that case", "otherwise", "if",
  // example and restatement
  "for example", "for instance", "such as", "in particular", "in other words", "that is to say", "namely",
  "in fact", "indeed", "to illustrate", "specifically", "notably",
  // time and sequence
  "meanwhile", "subsequently", "afterwards", "eventually", "at the same time", "in the meantime", "simultaneously",
  "until", "as soon as",
  // summary
  "in conclusion", "to conclude", "in summary", "to summarise", "to summarize", "to sum up", "in short", "in brief",
  "all in all", "ultimately", "overall",
];

/** Connectives that link only when they open the sentence ("But …", "Then …", "First, …"). */
export const CONNECTIVES_LEADING: readonly string[] = [
  "and", "but", "or", "so", "yet", "also", "still", "then", "next", "finally", "lastly", "first", "firstly",
  "second", "secondly", "third", "thirdly", "besides", "since", "while", "after", "before", "when", "once",
  "later", "previously", "initially", "to begin with", "at first", "in the end", "after that", "before that",
  "as", "though", "rather", "similarly", "again", "now", "after all", "of course", "above all", "in turn",
];

/** Conjunctions that link two clauses when a comma comes before them (", but", ", so", ", yet", ", and then"). */
export const CONNECTIVES_AFTER_COMMA: readonly string[] = ["but", "so", "yet", "while", "since", "and then", "and so", "then", "or else"];
