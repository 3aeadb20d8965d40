/**
 * Texts for the rating tests, written for Wordloom (no third-party text). Each one is a typical
 * case of something the rating should tell apart.
 */

/** Plain factual prose: figures, dates, names, no feelings. */
export const FACTUAL = [
  "The Danube is the second-longest river in Europe, after the Volga.",
  "It rises in the Black Forest in Germany and flows for about 2,850 kilometres to the Black Sea.",
  "Along the way it passes through ten countries, more than any other river in the world.",
  "Four capital cities stand on its banks: Vienna, Bratislava, Budapest and Belgrade.",
  "The river drains a basin of roughly 801,000 square kilometres, home to some 81 million people.",
  "In 1992 the Main–Danube Canal opened, linking the river to the Rhine and the North Sea.",
  "Cargo ships now carry grain, ore and fuel along much of its length.",
  "The Danube Delta, in Romania and Ukraine, covers about 4,150 square kilometres.",
  "UNESCO listed the delta as a World Heritage Site in 1991.",
  "More than 300 species of birds breed or rest there each year.",
].join(" ");

/** An emotional, first-person memory. */
export const EMOTIONAL = [
  "I still can't believe how much I loved that summer.",
  "My heart was so full!",
  "Every morning I woke up excited, and I ran down to the beach with my little brother before anyone else was awake.",
  "We laughed until our stomachs hurt.",
  "I was terrified of the big waves at first, but my dad held my hand and I felt completely safe.",
  "Honestly, I miss those days so much it hurts.",
  "When I think about them now, I feel grateful and a little sad at the same time.",
  "I wish I could go back, just for one day, and tell my younger self to enjoy every single second!",
].join(" ");

/** Passive-heavy bureaucratic prose. */
export const BUREAUCRATIC = [
  "It has been decided by the committee that the application procedure is to be revised.",
  "All forms are to be completed by the applicant and submitted to the office by the deadline that has been set.",
  "Applications that are received after this date will not be considered.",
  "Any changes that are made to the form must be approved by a supervisor before they are processed.",
  "Supporting documents are required to be attached, and copies are not accepted unless they have been certified.",
  "Applicants will be notified once a decision has been reached.",
  "Questions regarding the procedure should be directed to the department that was designated for this purpose.",
  "Fees that have been paid will not be refunded.",
].join(" ");

/** Stock-phrase, evenly paced prose that sounds machine-written. */
export const STOCK_AI = [
  "In today's fast-paced world, it is important to note that effective communication plays a crucial role in success.",
  "Let's delve into the key aspects of this multifaceted topic and explore why it matters so much today.",
  "Effective communication is a testament to strong leadership and a vibrant team culture in every organization.",
  "Moreover, it is worth noting that clear messaging can unlock the full potential of any modern organization.",
  "Furthermore, leveraging the right digital tools can seamlessly streamline collaboration across many different teams.",
  "Additionally, fostering a culture of openness helps teams navigate the complexities of the ever-evolving digital landscape.",
  "In conclusion, effective communication is a rich tapestry of strategies that empower individuals and organizations alike.",
].join(" ");

/** A motivational call to action addressed to the reader. */
export const MOTIVATIONAL = [
  "You can finish this book.",
  "Start small: write one page today, and tomorrow write another.",
  "Don't wait for the perfect moment, because it never comes.",
  "Imagine how you'll feel when your first draft is finished.",
  "Set a goal for this week and tell a friend about it.",
  "Every sentence you write makes the next one easier.",
  "Keep going, and you'll reach the finish line sooner than you think!",
].join(" ");

/** Jokes and sarcasm about office life. */
export const WRY = [
  "Yeah, right, the printer works perfectly.",
  "I asked it for one page and it printed a poem in Klingon, lol.",
  "Great, another Monday meeting that could have been an email.",
  'Our "urgent" project has been urgent since 2019.',
  "Plot twist: the deadline moved again.",
  "Ironically, the meeting about saving time took three hours.",
  "I'm kidding, mostly.",
  "Still, the coffee machine has never let us down.",
].join(" ");
