/**
 * A bounded memory of a pure function's last results, keyed by its text input (cleared when full).
 * The writing scores read the same sentences and blocks more than once — positivity and toxicity
 * both need VADER, the AI rating needs the quality, facts and emotion results — so within one
 * process (a server worker thread, a browser tab) a document pays for each engine once however
 * many scores ask for it. Only for pure functions whose results nobody mutates: every caller gets
 * the same object.
 */
export const memoizeByText = <Result>(compute: (text: string) => Result, limit = 5_000): ((text: string) => Result) => {
  const known = new Map<string, Result>();
  return (text) => {
    if (known.has(text)) {
      return known.get(text) as Result;
    }
    const value = compute(text);
    if (known.size >= limit) {
      known.clear();
    }
    known.set(text, value);
    return value;
  };
};
