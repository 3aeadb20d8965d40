/**
 * Fallback decorators by WordNet lexicographer file (the noun's or verb's coarse semantic class,
 * e.g. noun.person, verb.motion), for words the curated collocation list does not name. Written
 * for Wordloom from general English usage. Classes absent here (noun.Tops, noun.quantity,
 * noun.relation, verb.stative, …) get no general suggestions: nothing fits all of their words.
 */
export const ADJECTIVES_BY_CLASS: Readonly<Record<string, readonly string[]>> = {
  "noun.act": ["bold", "careful", "deliberate", "skillful", "swift"],
  "noun.animal": ["playful", "wild", "graceful", "majestic", "tiny"],
  "noun.artifact": ["old", "modern", "simple", "sturdy", "elegant"],
  "noun.attribute": ["remarkable", "rare", "striking", "natural", "distinctive"],
  "noun.body": ["strong", "slender", "weary", "delicate", "healthy"],
  "noun.cognition": ["clear", "sound", "original", "deep", "practical"],
  "noun.communication": ["clear", "concise", "detailed", "thoughtful", "candid"],
  "noun.event": ["memorable", "unexpected", "dramatic", "rare", "sudden"],
  "noun.feeling": ["deep", "intense", "lasting", "genuine", "quiet"],
  "noun.food": ["delicious", "fresh", "hearty", "savory", "homemade"],
  "noun.group": ["diverse", "united", "growing", "loyal", "active"],
  "noun.location": ["remote", "bustling", "picturesque", "quiet", "familiar"],
  "noun.motive": ["strong", "genuine", "hidden", "personal", "real"],
  "noun.object": ["vast", "rugged", "distant", "smooth", "ancient"],
  "noun.person": ["talented", "dedicated", "experienced", "kind", "remarkable"],
  "noun.phenomenon": ["sudden", "powerful", "natural", "rare", "steady"],
  "noun.plant": ["lush", "fragrant", "tall", "wild", "delicate"],
  "noun.possession": ["valuable", "generous", "modest", "substantial", "fair"],
  "noun.process": ["gradual", "steady", "rapid", "complex", "natural"],
  "noun.state": ["stable", "serious", "healthy", "fragile", "permanent"],
  "noun.substance": ["pure", "thick", "smooth", "fine", "rich"],
  "noun.time": ["brief", "long", "memorable", "quiet", "precious"],
};

export const ADVERBS_BY_CLASS: Readonly<Record<string, readonly string[]>> = {
  "verb.body": ["gently", "slowly", "deeply", "carefully", "calmly"],
  "verb.change": ["gradually", "dramatically", "steadily", "rapidly", "slowly"],
  "verb.cognition": ["carefully", "clearly", "deeply", "critically", "quickly"],
  "verb.communication": ["clearly", "softly", "firmly", "openly", "calmly"],
  "verb.competition": ["fiercely", "fairly", "bravely", "hard", "skillfully"],
  "verb.consumption": ["slowly", "eagerly", "hungrily", "sparingly", "quickly"],
  "verb.contact": ["gently", "firmly", "carefully", "lightly", "tightly"],
  "verb.creation": ["carefully", "skillfully", "creatively", "patiently", "quickly"],
  "verb.emotion": ["deeply", "genuinely", "truly", "quietly", "openly"],
  "verb.motion": ["quickly", "slowly", "gracefully", "steadily", "swiftly"],
  "verb.perception": ["closely", "carefully", "intently", "clearly", "quietly"],
  "verb.possession": ["freely", "generously", "gladly", "willingly", "quickly"],
  "verb.social": ["actively", "willingly", "openly", "fairly", "eagerly"],
};
