import { regexFeature } from "../feature";

/** Sentences about the writer ("I ran 5 km") or stated as opinion are not claims a citation can support. */
/** "I" (not the Roman numeral in "Part I", "World War I", "Elizabeth I"), "me", "my", "mine", "myself". */
export const firstPerson = regexFeature(
  "first-person",
  "Personal statement",
  /(?<!\b(?:Item|Part|Chapter|Phase|War|Schedule|Article|Section|Class|Type|Stage|Level|Title|Volume|Book|Act|Appendix|Henry|Elizabeth|Charles|James|George|Edward|William|Richard|Mary)\s)(?<![\p{L}'’])(?:I|I['’]m|I['’]ve|I['’]d|I['’]ll|[Mm]y|me|mine|myself)(?![\p{L}'’])/u,
);

export const opinion = regexFeature(
  "opinion",
  "Opinion",
  /\b(?:I|we)\s+(?:think|believe|feel|reckon|suspect|guess)\b|\bin\s+(?:my|our)\s+(?:opinion|view|experience)\b|\b(?:personally|imo|arguably)\b/i,
);

export const question = regexFeature("question", "Question", /\?\s*["”’)]*$/);
