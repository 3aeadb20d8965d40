/**
 * English function words and very general words that carry no topic: they never count as
 * keywords, topic terms or summary overlap, and they split RAKE candidate phrases. Lower case,
 * apostrophes straight.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above across after afterwards again against all almost alone along already also although always am among
  amongst an and another any anybody anyhow anyone anything anyway anywhere are aren't around as at away back be became
  because become becomes becoming been before beforehand behind being below beside besides between beyond both but by
  can can't cannot could couldn't did didn't do does doesn't doing don't done down during each either else elsewhere
  enough etc even ever every everybody everyone everything everywhere except few first for former formerly from further
  get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's hence her here here's hereafter
  hereby herein hers herself him himself his how how's however i i'd i'll i'm i've if in indeed instead into is isn't it
  it's its itself just last later latter least less let let's like likely lot lots made make makes making many may maybe
  me meanwhile might mine more moreover most mostly much must mustn't my myself namely near nearly neither never
  nevertheless new next no nobody none noone nor not nothing now nowhere of off often on once one ones only onto or other
  others otherwise ought our ours ourselves out over own per perhaps put quite rather really said same say says see seem
  seemed seeming seems several shall shan't she she'd she'll she's should shouldn't since so some somebody somehow
  someone something sometime sometimes somewhere still such than that that's the their theirs them themselves then
  thence there there's thereafter thereby therefore therein thereupon these they they'd they'll they're they've thing
  things this those though through throughout thru thus to together too toward towards two under unless until up upon
  us use used uses using very via was wasn't we we'd we'll we're we've well were weren't what what's whatever when
  whence whenever where where's whereas whereby wherever whether which while who who's whoever whole whom whose why
  why's will with within without won't would wouldn't yes yet you you'd you'll you're you've your yours yourself
  yourselves also always back go goes going gone went come comes came take takes took taken give gives gave given way
  ways want wants wanted know knows knew known look looks looked tell tells told find finds found think thinks thought
  keep keeps kept let lets put puts seen saw every today tomorrow yesterday day days year years time times good great
  best better lot able`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
