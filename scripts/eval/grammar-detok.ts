/**
 * JFLEG sentences are tokenised ("do n't", "cars , and", "( like this )"). Real prose is not, and
 * checking the tokenised form would mostly measure the spaces before punctuation. The same
 * detokenisation is applied to learner sentences and corrections alike.
 */
export const detokenize = (line: string): string => {
  let text = line.trim();
  text = text.replace(/ (n't|'s|'re|'ve|'ll|'d|'m)\b/gi, "$1");
  text = text.replace(/ (\.\.\.|[.,?!:;%)\]])/g, "$1");
  text = text.replace(/([([]) /g, "$1");
  text = text.replace(/`` ?/g, '"').replace(/ ?''/g, '"');
  // Straight double quotes alternate between opening and closing.
  let opening = true;
  text = text.replace(/ ?" ?/g, () => {
    const quote = opening ? ' "' : '" ';
    opening = !opening;
    return quote;
  });
  return text
    .replace(/\s+/g, " ")
    .replace(/" ([.,?!;:])/g, '"$1')
    .trim();
};
