/** Slots a message template fills: the greeting name (null when the request names no one) and the relation ("sister"). */
interface MessageSlots {
  name: string | null;
  relation: string;
}

/** "Dear Anna," — or "Hello," when no name is known. */
const dear = (name: string | null): string => (name ? `Dear ${name},` : "Hello,");
const hi = (name: string | null): string => (name ? `Hi ${name},` : "Hi,");
/** ", Anna" after an exclamation ("Congratulations, Anna!"), or nothing. */
const comma = (name: string | null): string => (name ? `, ${name}` : "");

type Template = (slots: MessageSlots) => string;

interface Occasion {
  id: string;
  pattern: RegExp;
  templates: readonly [Template, ...Template[]];
}

/**
 * Personal messages by occasion, written for Wordloom. Checked in order: the first occasion whose
 * pattern matches the request wins (sympathy before celebrations, specific before generic).
 */
export const OCCASIONS: readonly Occasion[] = [
  {
    id: "sympathy",
    pattern: /\b(?:sympathy|condolence|passed away|loss of|lost (?:her|his|their)|funeral|bereave|grief|grieving)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nI was so sorry to hear of your loss. There are no words that make this easier, but please know I'm thinking of you and holding you close. If there is anything I can do — a meal, an errand, or just some company — I'm here.\n\nWith love and deepest sympathy`,
      ({ name }) =>
        `${dear(name)}\n\nMy heart goes out to you and your family. May the memories you shared bring you comfort in the days ahead. Please don't hesitate to lean on me, now or later.\n\nThinking of you`,
    ],
  },
  {
    id: "get-well",
    pattern: /\b(?:get well|sick|illness|surgery|hospital|recover|feel better)/i,
    templates: [
      ({ name }) =>
        `${hi(name)}\n\nI'm sorry you're not feeling well. Take all the time you need to rest and recover — everything else can wait. Sending you warm wishes for a quick recovery, and let me know if I can help with anything.\n\nGet well soon`,
      ({ name }) =>
        `${dear(name)}\n\nWishing you a smooth and speedy recovery. We miss you and look forward to seeing you back on your feet soon. Until then, rest up and be kind to yourself.\n\nWarmly`,
    ],
  },
  {
    id: "birthday",
    pattern: /\b(?:birthday|b-?day)\b/i,
    templates: [
      ({ name, relation }) =>
        `Happy birthday${comma(name)}!\n\nI'm so grateful to have you as my ${relation}. May this year bring you good health, big laughs and plenty of moments that make you proud. Enjoy every bit of your day — you deserve it.\n\nWith love`,
      ({ name }) =>
        `Happy birthday${comma(name)}!\n\nHere's to another year of adventures, growth and good company. Thank you for being exactly who you are. I hope today is as wonderful as you make the days of the people around you.\n\nCheers`,
    ],
  },
  {
    id: "anniversary",
    pattern: /\banniversary\b/i,
    templates: [
      ({ name }) =>
        `Happy anniversary${comma(name)}!\n\nAnother year of sharing life, laughter and everything in between. Here's to the memories you've made and to all the ones still ahead.\n\nWith love`,
      ({ name }) =>
        `${dear(name)}\n\nCongratulations on your anniversary! Your partnership is an inspiration. Wishing you many more years of happiness together.\n\nWarm wishes`,
    ],
  },
  {
    id: "wedding",
    pattern: /\b(?:wedding|marri(?:age|ed)|engage(?:d|ment))/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nCongratulations on this wonderful news! Wishing you a lifetime of love, laughter and adventures together. I'm so happy for you both.\n\nWith love`,
      ({ name }) =>
        `Congratulations${comma(name)}!\n\nMay your marriage be full of patience, kindness and joy. Thank you for letting me share in your happiness.\n\nBest wishes`,
    ],
  },
  {
    id: "new-baby",
    pattern: /\b(?:new baby|newborn|baby (?:boy|girl)|had a baby|welcomed a)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nCongratulations on the arrival of your little one! Wishing your growing family health, rest (when you can get it!) and so many happy moments together.\n\nWith love`,
      ({ name }) =>
        `Congratulations${comma(name)}!\n\nWhat wonderful news. Welcome to the world, little one — you're already so loved. Let me know if I can drop off a meal or lend a hand.\n\nWarmly`,
    ],
  },
  {
    id: "graduation",
    pattern: /\bgraduat/i,
    templates: [
      ({ name }) =>
        `Congratulations${comma(name)}!\n\nAll those late nights and hard work paid off. I'm so proud of what you've achieved, and I can't wait to see where you go next.\n\nWith pride`,
      ({ name }) =>
        `${dear(name)}\n\nHappy graduation! This is a big milestone and you earned every bit of it. Wishing you success and joy in the chapter ahead.\n\nBest wishes`,
    ],
  },
  {
    id: "new-role",
    pattern: /\b(?:promot|new (?:job|role|position)|got the job)/i,
    templates: [
      ({ name }) =>
        `Congratulations${comma(name)}!\n\nThe new role is so well deserved. Your hard work and care have always shown, and I know you'll do great things. Wishing you every success.\n\nBest`,
      ({ name }) => `${hi(name)}\n\nI just heard the news — congratulations! They're lucky to have you. Let's celebrate soon.\n\nCheers`,
    ],
  },
  {
    id: "thanks",
    pattern: /\b(?:thank|grateful|gratitude|appreciat)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nThank you so much for everything you did. It meant more to me than you might know, and it made a real difference. I'm grateful to have you in my corner.\n\nWith thanks`,
      ({ name }) =>
        `${hi(name)}\n\nI wanted to say a heartfelt thank you for everything you did. Your kindness and generosity didn't go unnoticed. I hope I can return the favour soon.\n\nGratefully`,
    ],
  },
  {
    id: "apology",
    pattern: /\b(?:apolog|sorry|forgive)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nI'm truly sorry for what happened. I understand how it affected you, and I take full responsibility. I'd like to make it right — could we talk when you're ready?\n\nSincerely`,
      ({ name }) =>
        `${hi(name)}\n\nI owe you an apology for what happened. It wasn't fair to you, and I'm sorry. I value our relationship and I'll do better.`,
    ],
  },
  {
    id: "farewell",
    pattern: /\b(?:farewell|goodbye|good-bye|last day|leaving|retire)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nIt won't be the same without you. Thank you for all the help and the laughter — it made every day better. Wishing you all the best in your next adventure, and please stay in touch.\n\nWarm wishes`,
      ({ name }) =>
        `${hi(name)}\n\nAs you move on to your next chapter, I wanted to say thank you and good luck. You'll be missed, and whoever gets to work with you next is lucky.\n\nAll the best`,
    ],
  },
  {
    id: "welcome",
    pattern: /\b(?:welcome|joined|joining|new (?:member|hire|colleague|neighbou?r))/i,
    templates: [
      ({ name }) =>
        `Welcome${comma(name)}!\n\nWe're so glad you're here. Don't hesitate to reach out with any questions — we're happy to help you settle in. Looking forward to getting to know you.\n\nBest`,
      ({ name }) =>
        `${hi(name)}\n\nA warm welcome from all of us! We're excited to have you on board and can't wait to see what we'll do together.\n\nCheers`,
    ],
  },
  {
    id: "invitation",
    pattern: /\b(?:invit|party|join us|get-together|dinner)/i,
    templates: [
      ({ name }) =>
        `${hi(name)}\n\nYou're invited! We're getting together soon, and it wouldn't be the same without you. I'll send the details — let me know if you can make it.\n\nHope to see you there`,
      ({ name }) =>
        `${dear(name)}\n\nWe'd love for you to join us for our get-together. Details will follow; please let us know if you can come.\n\nWarmly`,
    ],
  },
  {
    id: "holiday",
    pattern: /\b(?:christmas|new year|diwali|eid|hanukkah|holiday|thanksgiving|easter|season'?s greetings)/i,
    templates: [
      ({ name }) =>
        `${dear(name)}\n\nWishing you and your loved ones a joyful holiday season, full of warmth, rest and good food. Thank you for being part of my year.\n\nWarm wishes`,
      ({ name }) =>
        `${hi(name)}\n\nHappy holidays! May the days ahead bring you peace, happiness and time with the people who matter most.\n\nAll the best`,
    ],
  },
  {
    id: "good-luck",
    pattern: /\b(?:good luck|best of luck|exam|interview|big day)/i,
    templates: [
      ({ name }) =>
        `${hi(name)}\n\nGood luck! You've prepared for this and you're ready. Whatever happens, I'm proud of you for going for it.\n\nRooting for you`,
      ({ name }) => `${dear(name)}\n\nSending you all the luck in the world. Trust yourself — you've got this.`,
    ],
  },
  {
    id: "congratulations",
    pattern: /\b(?:congrat|achievement|award|milestone|won)\b/i,
    templates: [
      ({ name }) =>
        `Congratulations${comma(name)}!\n\nWhat an achievement. You worked hard for this and it shows. I'm so happy for you — enjoy every moment of it.\n\nBest`,
      ({ name }) =>
        `${dear(name)}\n\nHuge congratulations on this achievement! It's wonderful to see your effort recognised. Here's to many more successes.\n\nWarmly`,
    ],
  },
];
