/**
 * Texts for the overview and idiom tests, written for Wordloom (no third-party text). Each has a
 * clear purpose so the intent classifier has a right answer.
 */

export const HONEYBEES = [
  "Honeybees live in colonies of up to 60,000 workers, a few hundred drones and a single queen.",
  "The workers are sterile females, and they do almost every job in the hive.",
  "Young workers clean cells, feed larvae and build wax comb, while older workers forage for nectar and pollen.",
  "A forager can visit several hundred flowers on a single trip away from the hive.",
  "When she finds a rich patch of flowers, she returns to the hive and performs a waggle dance.",
  "The angle of the dance tells other workers the direction of the flowers relative to the sun in the sky.",
  "The length of the waggle run tells them how far away the flowers are.",
  "Nectar is stored in wax cells, where the workers fan it with their wings until most of the water evaporates and it becomes honey.",
  "A strong colony can produce more than 25 kilograms of surplus honey in a good summer.",
  "Honeybees also pollinate many crops, including almonds, apples and blueberries.",
  "Farmers often rent hives during the flowering season to improve their harvests.",
  "In recent decades, many colonies have been lost to parasites, pesticides and poor nutrition.",
  "The varroa mite is the most damaging parasite, because it weakens bees and spreads viruses through the colony.",
  "Beekeepers now monitor mite levels and treat their hives to keep colonies healthy.",
].join(" ");

export const SOURDOUGH = [
  "How to make a sourdough starter at home.",
  "First, mix 50 grams of whole wheat flour with 50 grams of lukewarm water in a clean jar.",
  "Stir the mixture until no dry flour remains.",
  "Cover the jar loosely and leave it at room temperature for 24 hours.",
  "Next, discard half of the starter and feed it with fresh flour and water.",
  "Repeat this step every day for about a week.",
  "Make sure the jar is never sealed tightly, because the gas needs to escape.",
  "When the starter doubles within six hours of a feed, it is ready to use.",
  "Keep it in the fridge and feed it once a week.",
].join(" ");

export const GRANDFATHER = [
  "When I was nine, my grandfather took me fishing on the lake behind his house.",
  "We left before sunrise and rowed out in his old green boat.",
  "He showed me how to bait the hook and then he waited in silence.",
  "For hours nothing happened, and I grew bored and restless.",
  "Then, just as the sun came over the trees, my line jerked hard.",
  "I pulled with all my strength while he laughed and shouted advice.",
  "Finally a huge pike splashed into the boat, and we both cheered.",
  "That evening we cooked it over a fire and he told me stories about his own childhood.",
].join(" ");

export const LAUNCH = [
  "Meet Brightdesk, the standing desk that remembers your favourite height.",
  "Order today and get 20% off your first desk, with free delivery across the country.",
  "Sign up for our newsletter to receive exclusive offers and early access to new colours.",
  "Our team builds every desk from recycled steel and certified oak.",
  "Try it at home for 30 days, and if you do not love it, we will collect it for free.",
  "Don't miss out: this launch offer ends on Sunday.",
  "Buy now and transform the way you work.",
].join(" ");

export const REMOTE_WORK = [
  "I believe that remote work should be the default for office jobs.",
  "In my opinion, commuting wastes hours that people could spend with their families.",
  "Companies must stop treating presence in the office as proof of productivity.",
  "Clearly, a team that is judged on results will work smarter than a team that is judged on hours.",
  "Of course, some people miss the office, and they should be free to go in.",
  "But forcing everyone back to their desks is a mistake that managers will regret.",
  "We need to trust workers and give them the flexibility they have earned.",
].join(" ");

export const MARKET = [
  "The market smelled of ripe peaches, wet stone and warm bread.",
  "Bright red awnings flapped above stalls piled high with glossy aubergines and pale green cabbages.",
  "A soft murmur of voices rose and fell like waves on a pebbled shore.",
  "Golden light slanted through the narrow street and glittered on the copper pans.",
  "The air was thick and sweet, and the cobbles were cool and smooth beneath my feet.",
].join(" ");

export const QUESTIONS = [
  "Why do some teams ship faster than others?",
  "Is it the tools they use, or the way they plan their work?",
  "How much does a clear goal matter?",
  "And what happens when nobody owns a decision?",
  "These are the questions we set out to answer.",
].join(" ");
