// A labelled set for the offensive-language check, written for Wordloom (no public labelled set of
// English insults and mild profanity with word spans fits the check; see ../shared/eval-data).
// Each sentence names the words the check should flag and how severe each is, or none: clean
// sentences are written to tempt a word list (dam, Scunthorpe, "hell" in a place name, "stupid" about
// a thing, "bloody" as blood) so false flags show.

export type LabelledSeverity = "high" | "medium" | "low";

export interface LabelledSentence {
  text: string;
  /** Each flagged word as written, with its expected severity; empty for a clean sentence. */
  expected: Array<{ word: string; severity: LabelledSeverity }>;
}

const flag = (text: string, ...expected: Array<[string, LabelledSeverity]>): LabelledSentence => ({
  text,
  expected: expected.map(([word, severity]) => ({ word, severity })),
});
const clean = (text: string): LabelledSentence => ({ text, expected: [] });

/** Insults aimed at people: medium. */
const INSULTS: LabelledSentence[] = [
  flag("You are an idiot.", ["idiot", "medium"]),
  flag("Only an idiot would sign that contract.", ["idiot", "medium"]),
  flag("My manager is a complete moron.", ["moron", "medium"]),
  flag("Stop talking, you imbecile!", ["imbecile", "medium"]),
  flag("He called his neighbour a loser in front of everyone.", ["loser", "medium"]),
  flag("What a jerk he was to the waiter.", ["jerk", "medium"]),
  flag("The new intern is a total dimwit.", ["dimwit", "medium"]),
  flag("Those nitwits broke the printer again.", ["nitwits", "medium"]),
  flag("She is such a halfwit sometimes.", ["halfwit", "medium"]),
  flag("Get lost, you scumbag.", ["scumbag", "medium"]),
  flag("The referee is a blind cretin.", ["cretin", "medium"]),
  flag("You're stupid if you believe that.", ["stupid", "medium"]),
  flag("Those stupid people never listen.", ["stupid", "medium"]),
  flag("He is so dumb that he forgot his own name.", ["dumb", "medium"]),
  flag("Shut up, idiots.", ["idiots", "medium"]),
  flag("Ignore him, he's a buffoon.", ["buffoon", "medium"]),
  flag("The landlord is a greedy creep.", ["creep", "medium"]),
  flag("You pathetic little worm.", ["pathetic", "medium"]),
  flag("Our coach is a numbskull.", ["numbskull", "medium"]),
  flag("Don't be such a dork about it.", ["dork", "medium"]),
  flag("Who hired these morons?", ["morons", "medium"]),
  flag("You ignorant fool, read the manual.", ["ignorant", "medium"], ["fool", "medium"]),
  flag("That guy is a real douchebag.", ["douchebag", "medium"]),
  flag("He's nothing but a lowlife.", ["lowlife", "medium"]),
  flag("They're a bunch of losers.", ["losers", "medium"]),
];

/** Mild profanity: low. */
const MILD: LabelledSentence[] = [
  flag("This printer is crap.", ["crap", "low"]),
  flag("What a load of crap.", ["crap", "low"]),
  flag("Damn, I missed the bus again.", ["Damn", "low"]),
  flag("The damn thing broke on the first day.", ["damn", "low"]),
  flag("Dammit, the file is gone.", ["Dammit", "low"]),
  flag("What the hell is going on here?", ["hell", "low"]),
  flag("Go to hell.", ["hell", "low"]),
  flag("Bloody hell, that was close.", ["Bloody", "low"], ["hell", "low"]),
  flag("The service was crappy and slow.", ["crappy", "low"]),
  flag("I don't give a damn about the schedule.", ["damn", "low"]),
  flag("Oh crap, I forgot the keys.", ["crap", "low"]),
  flag("It was a hell of a day.", ["hell", "low"]),
  flag("The goddamn car won't start.", ["goddamn", "low"]),
  flag("Damned if I know.", ["Damned", "low"]),
  flag("Bugger, it's raining again.", ["Bugger", "low"]),
  flag("Sod off and leave me alone.", ["Sod off", "low"]),
];

/** Strong words and slurs: high (caught before this change too). */
const STRONG: LabelledSentence[] = [
  flag("That bastard stole my bike.", ["bastard", "high"]),
  flag("This is fucking ridiculous.", ["fucking", "high"]),
  flag("Shit, the server is down.", ["Shit", "high"]),
  flag("He's an asshole to everyone.", ["asshole", "high"]),
  flag("Stop being a dick.", ["dick", "high"]),
  flag("What a load of bullshit.", ["bullshit", "high"]),
  flag("She called him a motherfucker.", ["motherfucker", "high"]),
  flag("The report is total bollocks.", ["bollocks", "high"]),
  flag("Don't be a prick.", ["prick", "high"]),
  flag("He yelled a slur, calling him a faggot.", ["faggot", "high"]),
];

/** Clean sentences, several built to tempt a word list. */
const CLEAN: LabelledSentence[] = [
  clean("The dam on the river holds back the spring floods."),
  clean("We drove through Scunthorpe on the way to Hull."),
  clean("Hell's Kitchen is a neighbourhood in Manhattan."),
  clean("The bloody battle lasted three days."),
  clean("The nurse cleaned the bloody bandage."),
  clean("This stupid printer jammed again."),
  clean("That was a dumb mistake on my part."),
  clean("The sound was so loud it left him deaf and dumb for a day."),
  clean("Dostoevsky wrote The Idiot in 1869."),
  clean("The cockpit of the plane was cramped."),
  clean("She graduated magna cum laude."),
  clean("He was an assassin in the novel."),
  clean("Add a pinch of cumin to the soup."),
  clean("The shell of the crab was bright red."),
  clean("Hello, how are you today?"),
  clean("The class was cancelled because of snow."),
  clean("We ordered shiitake mushrooms for dinner."),
  clean("The team lost the final but played well."),
  clean("Dante's Inferno describes the circles of hell."),
  clean("The damned souls in the painting look terrified."),
  clean("The jerk chicken at that stall is excellent."),
  clean("A creep of the glacier was measured over years."),
  clean("The fool in King Lear speaks the truth."),
  clean("April Fool's Day is on the first of April."),
  clean("The scrap metal was sold by weight."),
  clean("The crane lifted the steel beam."),
  clean("He felt pathetic after missing the deadline, but he recovered."),
  clean("The children built a sandcastle on the beach."),
  clean("The winner gets a trophy and the loser gets a medal."),
  clean("They tried to dampen the noise with foam."),
  clean("The Damnation of Faust is an opera by Berlioz."),
  clean("Hello Kitty sold many lunch boxes."),
  clean("The peacock spread its tail."),
  clean("The mayor praised the volunteers."),
  clean("Our idea seemed silly at first, but it worked."),
  clean("Crappie is a freshwater fish found in North America."),
  clean("The river Dee flows past Chester."),
  clean("Let's grab lunch in the hellenic quarter."),
  clean("The Michelson–Morley experiment changed physics."),
  clean("The sod was cut and laid on the new lawn."),
  clean("He was dumbfounded by the result."),
  // Written after the check, to test it rather than fit it.
  clean("They were dumb with shock after the news."),
  clean("He is ignorant of the new rules."),
  clean("What a loser of a match that was for the fans."),
  clean("Hell is other people, wrote Sartre."),
  clean("She played the fool in the school play."),
  clean("You look tired; take a break."),
  clean("The crap table in the casino was busy all night."),
  clean("Our dog is a real clown at the park."),
  clean("The jerk of the rope woke him."),
  clean("They are useless at keeping secrets, but we love them."),
];

export const OFFENSIVE_LABELLED: readonly LabelledSentence[] = [...INSULTS, ...MILD, ...STRONG, ...CLEAN];
export const OFFENSIVE_GROUPS = { insults: INSULTS, mild: MILD, strong: STRONG, clean: CLEAN } as const;
