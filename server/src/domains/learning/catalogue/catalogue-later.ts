import type { SeedExerciseType } from "./catalogue-types";

/** Wordloom's own exercises for levels 2 to 5. */
export const SUMMARISE_PASSAGE: SeedExerciseType = {
  slug: "summarise-passage",
  name: "Summarise a Passage",
  introductoryNotes:
    "Read a short passage and write its summary in your own words: the main idea, the key points and nothing that is not in the text.",
  minimumLevel: "2.0",
  timeAllowed: 900,
  extensionTime: 180,
  delayPenalty: 2,
  credits: 4,
  wordLimit: 90,
  task: "Summarise the passage in your own words. Keep the main idea and the key points; leave out examples and details.",
  sourceKind: "text",
  info: "Do not copy sentences from the passage: your originality score compares your summary with the source.",
  expectedIntents: ["informative"],
  exercises: [
    {
      title: "Why we forget",
      content:
        "Most of what we learn in a day is forgotten within a week. In the nineteenth century, the psychologist Hermann Ebbinghaus tested his own memory with lists of nonsense syllables and found that forgetting is fastest in the first hours after learning and then slows down. He also found a remedy: reviewing material at growing intervals, first after a day, then after a few days, then after a week, keeps it in memory far longer than reading it many times in one sitting. Today, many language apps and flashcard programs schedule reviews in exactly this way, a method known as spaced repetition.",
      hint: "Main idea: we forget fast, but spaced reviews help. Ebbinghaus and the apps are supporting points.",
    },
    {
      title: "The return of the city bicycle",
      content:
        "In the 1960s many European cities removed cycle lanes to make room for cars. Fifty years later, the trend has reversed. Cities such as Copenhagen, Utrecht and Paris have built networks of protected lanes, and bicycle traffic has grown quickly wherever the lanes are safe and connected. Planners say that painted lines are not enough: people start cycling when a physical barrier separates them from traffic. The benefits reach beyond cyclists, because every bicycle trip that replaces a car trip reduces noise, pollution and congestion for everyone.",
      hint: "Three points: cities are bringing bikes back, safe separated lanes are the key, everyone benefits.",
    },
    {
      title: "How bees find flowers",
      content:
        "A honeybee that finds a good patch of flowers returns to the hive and performs a 'waggle dance'. The direction of the dance on the honeycomb tells the other bees the direction of the flowers in relation to the sun, and the length of the waggle tells them how far away the flowers are. The Austrian scientist Karl von Frisch decoded this language in the 1940s and later received the Nobel Prize for his work. Researchers now use the dances to learn which landscapes give bees the most food.",
      hint: "Focus on what the dance tells (direction and distance); the prize is a detail.",
    },
    {
      title: "The four-day working week",
      content:
        "Several companies have tested a four-day working week with no cut in pay. In a large trial in the United Kingdom in 2022, most of the sixty companies that took part decided to keep the shorter week after six months. Employees reported less stress and better sleep, and the companies' revenue stayed roughly the same. Critics point out that the model is harder to apply in hospitals, shops and factories, where work cannot simply be done faster, and that the results of a short trial may not last.",
      hint: "Balance the summary: results of the trial, then the critics' two objections.",
    },
    {
      title: "Why the sea is salty",
      content:
        "Rain is slightly acidic, so as it falls on land it slowly dissolves minerals from rocks. Rivers carry these dissolved salts to the sea. When sea water evaporates, the water rises into the air but the salts stay behind, so over millions of years the oceans have become salty. Salt also enters the sea from openings in the ocean floor, where hot water rich in minerals escapes from inside the Earth. The saltiness of the oceans has stayed about the same for a very long time because salts also leave the water, forming new rocks on the sea floor.",
      hint: "Follow the cycle: rocks → rivers → sea → evaporation; then the balance.",
    },
    {
      title: "Sleep and learning",
      level: 3,
      content:
        "Sleep is not a pause for the brain. During deep sleep, the brain replays the experiences of the day and strengthens the connections that store new memories. In one experiment, students who slept after learning a list of words remembered more of them the next day than students who stayed awake for the same length of time. Sleep also clears waste products that build up in the brain while we are awake. For students, the lesson is clear: staying up all night before an exam may harm the very memories they are trying to build.",
      hint: "Main idea in one sentence, then two functions of sleep and the advice.",
    },
    {
      title: "The history of the paperback",
      level: 3,
      content:
        "In 1935 the publisher Allen Lane was waiting for a train and could find nothing good to read at the station. He decided to sell serious books in cheap paper covers, at the price of a packet of cigarettes, through railway stations and shops rather than bookshops alone. Other publishers thought he would fail, but his Penguin books sold three million copies within a year. The paperback changed reading habits by making good books affordable for ordinary people, and its simple, colour-coded covers became a design classic.",
      hint: "Who, what idea, what result, why it mattered.",
    },
  ],
};

export const STORY_PROMPTS: SeedExerciseType = {
  slug: "story-prompts",
  name: "Story from Prompts",
  introductoryNotes:
    "You get a character, a place and an object. Build a short story around them with a beginning, a problem and an ending.",
  minimumLevel: "2.0",
  timeAllowed: 1200,
  extensionTime: 240,
  delayPenalty: 2,
  credits: 4,
  wordLimit: 250,
  task: "Write a short story that uses all three prompts. Give it a clear beginning, a problem or turning point, and an ending.",
  sourceKind: "json",
  info: "Show, do not tell: let the reader see what your character does and says.",
  expectedIntents: ["narrative", "descriptive"],
  exercises: [
    {
      title: "The night porter",
      content: "Character: a night porter in an old hotel. Place: the hotel's locked attic. Object: a key that does not fit any door.",
      contentJson: { prompts: ["a night porter in an old hotel", "the hotel's locked attic", "a key that does not fit any door"] },
      hint: "Start with the porter finding the key. The problem: why does it not fit, and who left it?",
    },
    {
      title: "The last bus",
      content: "Character: a student who has missed her stop. Place: the end of the bus line at midnight. Object: a stranger's notebook.",
      contentJson: { prompts: ["a student who has missed her stop", "the end of the bus line at midnight", "a stranger's notebook"] },
      hint: "What is written in the notebook can become the turning point.",
    },
    {
      title: "The lighthouse keeper's visitor",
      content: "Character: a retired lighthouse keeper. Place: a lighthouse during a storm. Object: a radio that starts working by itself.",
      contentJson: { prompts: ["a retired lighthouse keeper", "a lighthouse during a storm", "a radio that starts working by itself"] },
      hint: "Use the storm for tension; the voice on the radio can bring the problem.",
    },
    {
      title: "The market day mix-up",
      content: "Character: a baker's apprentice. Place: a crowded village market. Object: a cake ordered for the wrong wedding.",
      contentJson: { prompts: ["a baker's apprentice", "a crowded village market", "a cake ordered for the wrong wedding"] },
      hint: "A comedy works well here: let the mix-up grow before it is solved.",
    },
    {
      title: "The map in the library book",
      content:
        "Character: a twelve-year-old who loves puzzles. Place: the school library. Object: a hand-drawn map inside a borrowed book.",
      contentJson: { prompts: ["a twelve-year-old who loves puzzles", "the school library", "a hand-drawn map inside a borrowed book"] },
      hint: "Where does the map lead? Keep the ending surprising but possible.",
    },
    {
      title: "The first day on Mars",
      level: 3,
      content: "Character: an engineer on her first mission. Place: a research base on Mars. Object: a plant that should not be growing.",
      contentJson: { prompts: ["an engineer on her first mission", "a research base on Mars", "a plant that should not be growing"] },
      hint: "Describe the base with the senses, then let the plant change everything.",
    },
    {
      title: "The violin in the attic",
      level: 3,
      content:
        "Character: a grandfather who never talks about his youth. Place: a dusty family attic. Object: an old violin with a name carved inside.",
      contentJson: {
        prompts: ["a grandfather who never talks about his youth", "a dusty family attic", "an old violin with a name carved inside"],
      },
      hint: "The name inside the violin can open the grandfather's secret.",
    },
  ],
};

export const PERSUASIVE_PARAGRAPH: SeedExerciseType = {
  slug: "persuasive-paragraph",
  name: "Persuasive Paragraph",
  introductoryNotes:
    "Take a side and convince your reader in one strong paragraph: a clear claim, two solid reasons with evidence, and a closing call to action.",
  minimumLevel: "3.0",
  timeAllowed: 900,
  extensionTime: 180,
  delayPenalty: 2,
  credits: 5,
  wordLimit: 200,
  task: "Write one persuasive paragraph for or against the statement. State your position in the first sentence, support it with reasons and evidence, answer one objection and end with a call to action.",
  sourceKind: "text",
  info: "Connectors such as 'because', 'for example', 'however' and 'therefore' guide your reader through the argument.",
  expectedIntents: ["persuasive", "opinion", "promotional"],
  exercises: [
    {
      title: "Homework should be optional",
      content: "Statement: Homework should be optional for students under fourteen.",
      hint: "Decide first. For: rest, family time, play. Against: practice, routine, responsibility.",
    },
    {
      title: "Cities should ban cars from the centre",
      content: "Statement: City centres should be closed to private cars.",
      hint: "Think about air, noise and shops. Answer the objection about delivery vans and disabled drivers.",
    },
    {
      title: "Everyone should learn to cook at school",
      content: "Statement: Cooking should be a compulsory subject in every secondary school.",
      hint: "Health and money are strong reasons; the objection is time in the timetable.",
    },
    {
      title: "Museums should be free",
      content: "Statement: National museums should not charge for entry.",
      hint: "Who visits when museums are free? Who pays for them?",
    },
    {
      title: "Remote work is better for everyone",
      content: "Statement: Companies should let employees work from home whenever they want.",
      hint: "Balance productivity and commuting against teamwork and loneliness.",
    },
    {
      title: "Voting at sixteen",
      level: 4,
      content: "Statement: The voting age should be lowered to sixteen.",
      hint: "Sixteen-year-olds work and pay tax in many countries. What is the main objection?",
    },
    {
      title: "Phones should be left at the door",
      level: 4,
      content: "Statement: Restaurants and cinemas should ask guests to leave their phones at the entrance.",
      hint: "Convince a restaurant owner: what do they gain?",
    },
  ],
};

export const OPINION_ESSAY: SeedExerciseType = {
  slug: "opinion-essay",
  name: "Opinion Essay",
  introductoryNotes:
    "Answer a real question with a full essay: an introduction with your position, body paragraphs with reasons and examples, a fair look at the other side and a conclusion.",
  minimumLevel: "4.0",
  timeAllowed: 1800,
  extensionTime: 300,
  delayPenalty: 3,
  credits: 6,
  wordLimit: 400,
  task: "Write an opinion essay answering the question. Use an introduction, two or three body paragraphs and a conclusion, and consider the opposite view.",
  sourceKind: "text",
  info: "Plan for two minutes before you start: position, three reasons, one example each.",
  expectedIntents: ["opinion", "persuasive", "informative"],
  exercises: [
    {
      title: "Is technology making us lonelier?",
      content: "Question: Does technology bring people closer together or make them lonelier?",
      hint: "Distinguish kinds of contact: video calls with family versus scrolling alone.",
    },
    {
      title: "Should university be free?",
      content: "Question: Should university education be free for every student?",
      hint: "Consider fairness, the cost to taxpayers and the quality of teaching.",
    },
    {
      title: "Is failure necessary for success?",
      content: "Question: Do people need to fail before they can succeed?",
      hint: "Use an example from sport, science or your own life.",
    },
    {
      title: "Should tourists pay to visit popular cities?",
      content: "Question: Should popular cities such as Venice charge visitors an entry fee?",
      hint: "Weigh the residents' view against the visitors' and the local shops'.",
    },
    {
      title: "Are exams the best way to measure learning?",
      content: "Question: Are written exams the best way to measure what students have learned?",
      hint: "Compare exams with projects, presentations and continuous assessment.",
    },
    {
      title: "Should we explore space or fix the Earth first?",
      level: 5,
      content: "Question: Should governments spend money on space exploration while there are problems on Earth?",
      hint: "Space research has given us inventions used on Earth. Is that enough of an answer?",
    },
    {
      title: "Is it better to work alone or in a team?",
      level: 5,
      content: "Question: Do people produce better work alone or in a team?",
      hint: "The answer may depend on the task: give examples of both.",
    },
  ],
};

export const PEER_FEEDBACK: SeedExerciseType = {
  slug: "peer-feedback",
  name: "Mentor Feedback",
  introductoryNotes:
    "As a mentor, read another learner's short text and write feedback that helps: what works, what to improve first and how, with examples.",
  minimumLevel: "5.0",
  timeAllowed: 1200,
  extensionTime: 240,
  delayPenalty: 2,
  credits: 6,
  wordLimit: 220,
  task: "Write constructive feedback on the learner's text: start with what works, name the two most important improvements with an example of each, and end with encouragement.",
  sourceKind: "text",
  info: "Quote the text when you point to a problem, and show a better version.",
  expectedIntents: ["opinion", "instructional"],
  exercises: [
    {
      title: "Feedback on a travel blog opening",
      level: 5,
      content:
        "Learner's text: Last summer I go to Lisbon with my friends. It was very very nice. We eat a lot of fish and we see many beautiful things. The city have a lot of hills so we was tired every day. I recommend everybody to go there because it is nice.",
      hint: "Praise the topic and honesty; then tenses (go → went) and vague words (nice).",
    },
    {
      title: "Feedback on a product review",
      level: 5,
      content:
        "Learner's text: This headphones are the best I ever buy. The sound is good and the battery is long. But the case is not so good, it broke after two weeks. In conclusion I think you should buy it, maybe.",
      hint: "The review has useful facts; its ending is weak. Show a clearer recommendation.",
    },
    {
      title: "Feedback on a cover letter paragraph",
      level: 5,
      content:
        "Learner's text: I am writing for the job. I am a hard worker and I like working with people. In my last job I done many things like answering phones, emails, and also I helped customers. I think I am perfect for this job.",
      hint: "Suggest naming the job and replacing 'many things' with one concrete result.",
    },
    {
      title: "Feedback on an opinion paragraph",
      level: 5,
      content:
        "Learner's text: Social media is bad. Everybody is on their phone all the time and nobody talk to each other. Also there is a lot of fake news. So we should stop using it.",
      hint: "The claim is too absolute. Show how one example and one 'however' make it stronger.",
    },
    {
      title: "Feedback on a short story ending",
      level: 5,
      content:
        "Learner's text: Then the door opened and it was her brother!!! She was so happy. They hugged and went home and everything was fine. The end.",
      hint: "Praise the surprise; suggest slowing down the moment with details and dialogue.",
    },
    {
      title: "Feedback on a complaint e-mail",
      level: 5,
      content: "Learner's text: Hi, my order didnt come and I am very angry. You are the worst shop. I want my money now. Bye.",
      hint: "Show how facts (order number, date) and a polite tone get faster results.",
    },
    {
      title: "Feedback on a summary",
      level: 5,
      content:
        "Learner's text: The text is about bees. Bees are insects. They make honey. They dance. A scientist won a prize. Bees are important for flowers.",
      hint: "The summary lists facts without the main idea. Show how to connect them.",
    },
  ],
};
