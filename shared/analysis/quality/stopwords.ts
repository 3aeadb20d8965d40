/**
 * Function words: repeating them is how English works, so repetition counts only the other
 * (content) words. Articles, pronouns, auxiliaries, prepositions, conjunctions, and a few empty
 * adverbs and quantifiers.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but nor so yet if then than that this these those there here what which who whom whose
  when where why how i me my mine myself we us our ours ourselves you your yours yourself yourselves he him
  his himself she her hers herself it its itself they them their theirs themselves one ones
  am is are was were be been being have has had having do does did doing done will would shall should can
  could may might must ought let get got gets
  of in on at by for with about against between into through during before after above below to from up
  down out off over under again further once as until while because since though although unless upon
  within without across along around among onto toward towards via per
  all any both each few more most other some such no not only own same too very just also even still
  much many every either neither now well back ever never
  i'm i've i'd i'll you're you've you'd you'll he's she's it's we're we've we'd we'll they're they've
  they'd they'll that's there's what's who's let's isn't aren't wasn't weren't hasn't haven't hadn't
  doesn't don't didn't won't wouldn't can't cannot couldn't shouldn't mustn't`
    .split(/\s+/)
    .filter((word) => word !== ""),
);
