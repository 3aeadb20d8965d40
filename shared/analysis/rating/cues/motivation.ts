import { phraseMatcher } from "./phrases";

/**
 * Openers that may come before an imperative verb: "So, start today", "Now take", "Please keep",
 * "Just write", "Don't wait".
 */
export const IMPERATIVE_OPENERS = new Set(["so", "now", "first", "then", "next", "finally", "just", "please", "simply", "always", "never", "don't", "do", "and", "today", "tomorrow"]);

/**
 * Base-form verbs that open directives and calls to action. Curated: frequent in instructions and
 * motivational writing, rarely a sentence-initial noun. "Let's" counts through "let".
 */
export const IMPERATIVE_VERBS = new Set([
  "act", "add", "aim", "ask", "avoid", "be", "begin", "believe", "build", "call", "celebrate", "change", "check", "choose",
  "commit", "consider", "create", "dare", "decide", "discover", "do", "don't", "download", "dream", "embrace", "enjoy",
  "explore", "face", "find", "focus", "follow", "forget", "get", "give", "go", "grab", "help", "imagine", "join", "keep",
  "learn", "let", "let's", "listen", "look", "make", "move", "notice", "open", "pick", "plan", "practice", "practise",
  "prepare", "push", "put", "reach", "read", "remember", "share", "sign", "start", "stay", "step", "stop", "take", "tell",
  "think", "trust", "try", "turn", "use", "visit", "wake", "walk", "watch", "write",
]);

/** Goal and benefit language: what the reader can gain or reach. */
export const benefitCues = phraseMatcher([
  "goal", "goals", "achieve", "achieved", "achievement", "improve", "improves", "improvement", "benefit", "benefits",
  "succeed", "success", "successful", "progress", "reward", "rewards", "dream", "dreams", "potential", "empower",
  "inspire", "inspired", "transform", "boost", "gain", "win", "grow", "thrive", "worth it", "you can", "you will",
  "you'll", "you could", "can do", "make it happen", "step by step", "one step", "finish line", "better version",
  "change your", "start today", "right now", "don't give up", "never give up", "keep going",
]);
