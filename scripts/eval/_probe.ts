import { checkSentenceOffline } from "../../shared/analysis/grammar/index";
const s = process.argv.slice(2).length ? process.argv.slice(2) : [
"Your welcome to join us.", "I think your right.", "Your going to love it.", "You're car is red.", "I like you're idea.", "Is this you're book?",
"The list of items are on the table.", "Each of the students have a book.", "The quality of the products are poor.", "One of my friends live here.",
"Me and him went to the store.", "Him and I are friends.", "Me and my wife went home.", "Her and her sister came.",
"I bought three apple.", "She has two brother.", "We waited 5 minute.",
"It depends of the weather.", "I am interested on music.", "We discussed about the plan.", "We need to discuss about it.",
"I can't except this offer.", "Everyone accept John came.", "Please accept my apology.",
"Yesterday I go to the park.", "Last week she visit her mother.", "Two days ago we buy a car.",
];
for (const t of s) console.log(t, "=>", checkSentenceOffline(t).map((f) => `${f.ruleId}[${t.slice(f.start, f.end)}→${f.replacements[0] ?? ""}]`).join("; "));
