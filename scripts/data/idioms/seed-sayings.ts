import { type IdiomSeed, saying } from "./seed-types";

/** Proverbs and sayings: suggested as a sentence added after one whose words they fit. */
export const SAYINGS: IdiomSeed[] = [
  saying("every cloud has a silver lining", {
    tags: ["optimism", "difficulty", "hope", "failure"],
    meaning: "every bad situation has some good side",
    example: "We lost the contract, but every cloud has a silver lining.",
  }),
  saying("actions speak louder than words", {
    tags: ["behaviour", "honesty", "promise", "action"],
    meaning: "what you do matters more than what you say",
    example: "He promised to help, but actions speak louder than words.",
  }),
  saying("practice makes perfect", {
    tags: ["learning", "effort", "practice", "skill", "training"],
    meaning: "doing something repeatedly is the way to become good at it",
    example: "Keep playing your scales; practice makes perfect.",
  }),
  saying("better late than never", {
    tags: ["time", "delay", "late"],
    meaning: "it is better to do something late than not at all",
    example: "The refund arrived after six months, but better late than never.",
  }),
  saying("the early bird catches the worm", {
    tags: ["time", "morning", "opportunity", "early"],
    meaning: "people who act early have the best chance of success",
    example: "The sale starts at eight, and the early bird catches the worm.",
  }),
  saying("don't count your chickens before they hatch", {
    tags: ["planning", "caution", "future", "success"],
    meaning: "do not rely on something good happening before it has happened",
    example: "The deal isn't signed yet, so don't count your chickens before they hatch.",
  }),
  saying("Rome wasn't built in a day", {
    tags: ["patience", "effort", "time", "progress", "building"],
    meaning: "important work takes time",
    example: "Your business will grow; Rome wasn't built in a day.",
  }),
  saying("time is money", {
    tags: ["time", "money", "work", "efficiency", "business"],
    meaning: "wasting time is as bad as wasting money",
    example: "Let's keep the meeting short; time is money.",
  }),
  saying("two heads are better than one", {
    tags: ["teamwork", "cooperation", "problem", "help"],
    meaning: "two people working together do better than one alone",
    example: "Let's solve it together; two heads are better than one.",
  }),
  saying("when in Rome, do as the Romans do", {
    tags: ["travel", "culture", "custom", "behaviour"],
    meaning: "follow the customs of the place you are visiting",
    example: "Everyone eats late in Madrid, and when in Rome, do as the Romans do.",
  }),
  saying("where there's a will, there's a way", {
    tags: ["determination", "effort", "difficulty", "success"],
    meaning: "if you really want to do something, you will find a way",
    example: "She found the money for university; where there's a will, there's a way.",
  }),
  saying("the pen is mightier than the sword", {
    tags: ["writing", "communication", "power", "words"],
    meaning: "writing and ideas are more powerful than force",
    example: "Her articles changed the law; the pen is mightier than the sword.",
  }),
  saying("honesty is the best policy", {
    tags: ["honesty", "truth", "trust", "lie"],
    meaning: "it is always better to tell the truth",
    example: "Tell the customer about the delay; honesty is the best policy.",
  }),
  saying("no pain, no gain", {
    tags: ["effort", "exercise", "training", "difficulty", "fitness"],
    meaning: "you have to work hard or suffer to achieve something",
    example: "The training is brutal, but no pain, no gain.",
  }),
  saying("knowledge is power", {
    tags: ["knowledge", "learning", "education", "information"],
    meaning: "the more you know, the more you can do",
    example: "Read the contract carefully; knowledge is power.",
  }),
  saying("the grass is always greener on the other side", {
    tags: ["envy", "comparison", "change", "job"],
    meaning: "other people's situations always seem better than yours",
    example: "He left for a rival firm and regretted it; the grass is always greener on the other side.",
  }),
  saying("don't judge a book by its cover", {
    tags: ["judgement", "appearance", "first impression"],
    meaning: "do not judge something only by how it looks",
    example: "The café looks shabby, but don't judge a book by its cover.",
  }),
  saying("too many cooks spoil the broth", {
    tags: ["teamwork", "management", "project"],
    meaning: "too many people working on something can ruin it",
    example: "Eight people edited the report, and too many cooks spoil the broth.",
  }),
  saying("look before you leap", {
    tags: ["caution", "decision", "risk", "planning"],
    meaning: "think carefully before you act",
    example: "Read the lease twice; look before you leap.",
  }),
  saying("a picture is worth a thousand words", {
    tags: ["communication", "images", "design", "photo"],
    meaning: "an image can explain something better than words",
    example: "Add a diagram to the manual; a picture is worth a thousand words.",
  }),
  saying("all's well that ends well", {
    tags: ["end", "success", "outcome", "relief"],
    meaning: "a situation is fine if the result is good",
    example: "The flight was late, but we made the wedding; all's well that ends well.",
  }),
  saying("out of sight, out of mind", {
    tags: ["memory", "forgetting", "distance", "attention"],
    meaning: "people forget things they no longer see",
    example: "Put the biscuits in the cupboard; out of sight, out of mind.",
  }),
  saying("slow and steady wins the race", {
    tags: ["patience", "persistence", "progress", "speed"],
    meaning: "steady, careful effort succeeds in the end",
    example: "Save a little every month; slow and steady wins the race.",
  }),
  saying("there's no place like home", {
    tags: ["home", "travel", "family", "comfort"],
    meaning: "your own home is the most comfortable place",
    example: "After a month of hotels, there's no place like home.",
  }),
  saying("better safe than sorry", {
    tags: ["caution", "risk", "safety", "insurance"],
    meaning: "it is wiser to be careful than to take a risk and regret it",
    example: "Take an umbrella; better safe than sorry.",
  }),
  saying("birds of a feather flock together", {
    tags: ["friendship", "similarity", "social"],
    meaning: "people with similar interests spend time together",
    example: "The chess fans found each other at once; birds of a feather flock together.",
  }),
  saying("it takes two to tango", {
    tags: ["responsibility", "relationship", "conflict", "blame"],
    meaning: "both people involved share responsibility",
    example: "Don't blame only him for the argument; it takes two to tango.",
  }),
  saying("the squeaky wheel gets the grease", {
    tags: ["complaint", "attention", "service"],
    meaning: "people who complain loudly get attention",
    example: "Call the landlord again; the squeaky wheel gets the grease.",
  }),
  saying("necessity is the mother of invention", {
    tags: ["creativity", "innovation", "problem", "need"],
    meaning: "people find new solutions when they really need them",
    example: "With no spare parts, we built our own; necessity is the mother of invention.",
  }),
  saying("variety is the spice of life", {
    tags: ["change", "variety", "fun", "routine"],
    meaning: "new and different experiences make life interesting",
    example: "Try a new recipe each week; variety is the spice of life.",
  }),
  saying("laughter is the best medicine", {
    tags: ["humour", "health", "happiness"],
    meaning: "laughing helps you feel better",
    example: "We watched comedies all weekend; laughter is the best medicine.",
  }),
  saying("you can't have your cake and eat it too", {
    tags: ["choice", "decision", "compromise"],
    meaning: "you cannot have two things that exclude each other",
    example: "You want low prices and high wages, but you can't have your cake and eat it too.",
  }),
  saying("the proof of the pudding is in the eating", {
    tags: ["evidence", "results", "test", "quality"],
    meaning: "you can only judge something by trying it",
    example: "The design looks good, but the proof of the pudding is in the eating.",
  }),
  saying("great minds think alike", {
    tags: ["agreement", "ideas", "humour"],
    meaning: "used when two people have the same idea",
    example: "You booked the same restaurant? Great minds think alike.",
  }),
  saying("old habits die hard", {
    tags: ["habit", "change", "routine", "behaviour"],
    meaning: "it is difficult to stop doing something you have done for a long time",
    example: "He still wakes at five after retiring; old habits die hard.",
  }),
  saying("haste makes waste", {
    tags: ["haste", "quality", "mistake", "speed"],
    meaning: "doing things too quickly leads to mistakes",
    example: "Check the figures twice; haste makes waste.",
  }),
  saying("once bitten, twice shy", {
    tags: ["caution", "experience", "mistake", "trust"],
    meaning: "after a bad experience, you are more careful",
    example: "After the last scam, I check every email; once bitten, twice shy.",
  }),
  saying("blood is thicker than water", {
    tags: ["family", "loyalty", "relationship"],
    meaning: "family ties are stronger than other relationships",
    example: "He hired his cousin over a stranger; blood is thicker than water.",
  }),
  saying("the apple doesn't fall far from the tree", {
    tags: ["family", "character", "similarity"],
    meaning: "children are usually like their parents",
    example: "Her son became a pilot too; the apple doesn't fall far from the tree.",
  }),
  saying("when it rains, it pours", {
    tags: ["misfortune", "problem", "difficulty"],
    meaning: "bad things tend to happen together",
    example: "The car broke down the day I lost my keys; when it rains, it pours.",
  }),
  saying("make hay while the sun shines", {
    tags: ["opportunity", "time", "work"],
    meaning: "make use of a good situation while it lasts",
    example: "Tourist season is short, so make hay while the sun shines.",
  }),
  saying("there's no use crying over spilt milk", {
    tags: ["regret", "mistake", "past", "acceptance"],
    meaning: "there is no point being upset about something that cannot be changed",
    example: "The file is gone; there's no use crying over spilt milk.",
  }),
  saying("money talks", {
    tags: ["money", "power", "influence", "business"],
    meaning: "money gives people power and influence",
    example: "The richest bidder won the permit; money talks.",
  }),
  saying("time flies", {
    tags: ["time", "fun", "age", "memory"],
    meaning: "time passes very quickly",
    example: "Our son starts school next week; time flies.",
  }),
  saying("you can't make an omelette without breaking eggs", {
    tags: ["change", "sacrifice", "difficulty", "progress"],
    meaning: "you cannot achieve something important without some losses",
    example: "The reorganisation upset people, but you can't make an omelette without breaking eggs.",
  }),
  saying("the world is your oyster", {
    tags: ["opportunity", "future", "youth", "graduation"],
    meaning: "you can do anything or go anywhere you want",
    example: "You've graduated, and the world is your oyster.",
  }),
  saying("absence makes the heart grow fonder", {
    tags: ["love", "relationship", "distance", "absence"],
    meaning: "being apart makes people love each other more",
    example: "They lived on different continents for a year, and absence makes the heart grow fonder.",
  }),
  saying("beggars can't be choosers", {
    tags: ["choice", "need", "acceptance"],
    meaning: "people in need must accept what they are offered",
    example: "The only room left was tiny, but beggars can't be choosers.",
  }),
  saying("it's a small world", {
    tags: ["coincidence", "social", "travel", "surprise"],
    meaning: "used when you meet someone you know in an unexpected place",
    example: "My dentist turned out to be my neighbour's sister; it's a small world.",
  }),
  saying("live and learn", {
    tags: ["learning", "mistake", "experience"],
    meaning: "you learn from your experiences, especially mistakes",
    example: "I forgot to save the file again; live and learn.",
  }),
];
