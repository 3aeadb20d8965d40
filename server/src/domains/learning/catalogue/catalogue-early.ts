import type { SeedExerciseType } from "./catalogue-types";

/** Wordloom's own exercises for levels 0 and 1 (written for the product; pictures are the project's SVGs). */
export const DESCRIBE_PICTURE: SeedExerciseType = {
  slug: "describe-picture",
  name: "Describe a Picture",
  introductoryNotes:
    "Look closely at a picture and bring it to life in words: what you see, where things are, the colours, the mood and what might happen next.",
  minimumLevel: "0.0",
  timeAllowed: 600,
  extensionTime: 120,
  delayPenalty: 1,
  credits: 2,
  wordLimit: 150,
  task: "Describe the picture so that someone who cannot see it can imagine it. Mention the setting, the people or objects, the colours and the mood.",
  sourceKind: "image",
  info: "Use the order of the picture (left to right, or front to back) and linking words such as 'next to', 'behind' and 'in the distance'.",
  expectedIntents: ["descriptive", "narrative"],
  exercises: [
    {
      title: "A Saturday morning in the park",
      image: "/learning/pictures/park.svg",
      imageAlt: "A park with a pond, a tall tree, a bench, a child flying a red kite and a dog running on the grass under a bright sun.",
      hint: "Start with the big picture (a sunny park), then move from the pond to the bench to the kite in the sky.",
    },
    {
      title: "The busy market stall",
      image: "/learning/pictures/market.svg",
      imageAlt: "A striped market stall with crates of oranges, apples and green vegetables, a seller in an apron and hanging lights.",
      hint: "Name the colours of the fruit and say where each crate stands. What would you hear and smell here?",
    },
    {
      title: "An evening at the beach",
      image: "/learning/pictures/beach.svg",
      imageAlt: "A beach at sunset with an orange sun over the sea, a sailing boat, an umbrella, a sandcastle and seagulls.",
      hint: "Describe the light first: the sunset changes every colour in the picture.",
    },
    {
      title: "A city street at night",
      image: "/learning/pictures/city-night.svg",
      imageAlt: "Tall buildings with lit windows, a yellow taxi, street lamps, a crescent moon and a café with a striped awning.",
      hint: "Contrast the dark sky with the bright windows, lamps and the taxi.",
    },
    {
      title: "The classroom before the bell",
      image: "/learning/pictures/classroom.svg",
      imageAlt:
        "A classroom with a green board showing a sum, a clock showing about ten o'clock, rows of desks, a globe and a window with a plant.",
      hint: "What time is it on the clock? Use it to guess what is about to happen.",
    },
    {
      title: "A cabin in the mountains",
      image: "/learning/pictures/mountain-cabin.svg",
      imageAlt: "A wooden cabin with smoke from its chimney, snowy mountains behind it, pine trees and a path leading to the door.",
      hint: "Move from the mountains in the distance to the path in front of you.",
    },
    {
      title: "Breakfast in the kitchen",
      image: "/learning/pictures/kitchen.svg",
      imageAlt: "A kitchen table with a teapot, two cups, a plate of toast and a vase of yellow flowers, a window with morning light.",
      hint: "Small details make a description real: the steam from the teapot, the flowers, the light on the table.",
    },
  ],
};

export const HEADLINE_HOOK: SeedExerciseType = {
  slug: "headline-hook",
  name: "Headline and Hook",
  introductoryNotes:
    "Read a short news brief and write a headline that makes people click, followed by two or three opening sentences that keep them reading.",
  minimumLevel: "0.0",
  timeAllowed: 420,
  extensionTime: 90,
  delayPenalty: 1,
  credits: 2,
  wordLimit: 80,
  task: "Write a headline (one line) and a hook of two or three sentences for the brief. Be accurate: do not promise what the brief does not say.",
  sourceKind: "text",
  info: "Strong headlines use a concrete detail, an active verb and no more than twelve words.",
  expectedIntents: ["promotional", "informative"],
  exercises: [
    {
      title: "A library that lends tools",
      content:
        "The town library in Hollowbridge has started lending tools as well as books. Members can borrow drills, ladders, sewing machines and garden tools for one week, free of charge. In its first month, more than 400 items were borrowed, and the library plans to add bicycles repair kits next spring.",
      hint: "What is surprising here? A library lending drills. Put that surprise in the headline.",
    },
    {
      title: "The four-day school week trial",
      content:
        "Three secondary schools in the Riverside district will test a four-day teaching week from September. Students will spend the fifth day on projects, sport and volunteering. Teachers say the trial will show whether students learn as much in four days; parents have asked how childcare will work on the free day.",
      hint: "Try a question headline, then answer it in the hook with one fact from the brief.",
    },
    {
      title: "A café run by retired chefs",
      content:
        "A group of retired chefs has opened a small café in an old railway station. Each chef cooks one day a week, so the menu changes daily. Profits pay for cooking classes for teenagers. The café seats only twenty people, and on weekends the queue starts before nine.",
      hint: "The queue before nine is a strong concrete detail for the hook.",
    },
    {
      title: "Solar panels on the bus shelters",
      content:
        "The city council has fitted solar panels to 60 bus shelters. The panels power lights and screens that show when the next bus will arrive. Any spare electricity goes back to the grid. The council says the shelters will save about 30,000 euros a year in energy costs.",
      hint: "Numbers work well in headlines: 60 shelters, 30,000 euros.",
    },
    {
      title: "The lost-and-found museum",
      content:
        "A train company has turned thirty years of unclaimed lost property into a one-week exhibition. Visitors can see a wedding dress, a violin, a stuffed crocodile and more than 2,000 umbrellas. Any owner who can describe an item exactly may still take it home.",
      hint: "Pick the strangest object for the headline; save the rule about owners for the hook.",
    },
    {
      title: "Students build a weather station",
      level: 1,
      content:
        "Students at Northfield College have built a weather station from recycled parts. It measures temperature, wind and rainfall every five minutes and posts the data online. Local farmers now check it before planting, and the students are building a second station for a village school.",
      hint: "Who benefits? The farmers make the story matter beyond the college.",
    },
    {
      title: "A town without plastic bags",
      level: 1,
      content:
        "Shops in the coastal town of Marlow Bay have stopped handing out plastic bags. Instead, a 'bag library' at each shop lends cloth bags that customers return on their next visit. After six months, volunteers found 70 per cent less plastic on the beach.",
      hint: "Lead with the result (70 per cent less plastic) or with the idea (a bag library).",
    },
  ],
};

export const FORMAL_EMAIL: SeedExerciseType = {
  slug: "formal-email",
  name: "Formal E-mail",
  introductoryNotes:
    "Write a clear, polite e-mail for a real situation at work or at school: a greeting, the reason you write, the details, what you ask for and a proper closing.",
  minimumLevel: "1.0",
  timeAllowed: 900,
  extensionTime: 180,
  delayPenalty: 1,
  credits: 3,
  wordLimit: 180,
  task: "Write the e-mail the situation calls for. Use a formal greeting and closing, state your purpose in the first two sentences and end with a clear request.",
  sourceKind: "text",
  info: "One idea per paragraph. Avoid contractions (I'm, don't) and slang in formal e-mails.",
  expectedIntents: ["informative", "inquisitive", "instructional", "persuasive"],
  exercises: [
    {
      title: "Asking to change a meeting",
      content:
        "You have a meeting with your manager, Ms Carter, on Thursday at 10:00 to review your project. A supplier can only visit on Thursday morning. Write to Ms Carter to ask for a new time, explain why and suggest two options.",
      hint: "Apologise briefly, give the reason in one sentence and offer two concrete times.",
    },
    {
      title: "A complaint about a late delivery",
      content:
        "You ordered an office chair from Comfortline on 2 May (order 48213). It was promised within five days but has not arrived after three weeks, and nobody answers the phone. Write to customer service to complain and ask for delivery or a refund.",
      hint: "Give the facts first (order number, dates), then what you want and by when.",
    },
    {
      title: "Applying for an internship",
      content:
        "The design studio Bright Lines is offering a three-month summer internship. You study graphic design and have made posters for your college theatre. Write to the studio manager, Mr Okafor, to apply and ask what you should send with your application.",
      hint: "Say which internship you mean, one reason you fit, and ask your question at the end.",
    },
    {
      title: "Thanking a guest speaker",
      content:
        "Dr Lina Haddad gave a talk on climate and cities at your club last week. Members enjoyed it, and two of them now plan a tree-planting project. Write to thank her and ask whether she would advise the project.",
      hint: "Thank her for something specific she said, then make your request easy to accept.",
    },
    {
      title: "Reporting a problem with the office heating",
      content:
        "The heating on the third floor of your office has not worked for four days. The temperature is 15 degrees in the mornings and two colleagues have gone home ill. Write to the building manager to report the problem and ask when it will be fixed.",
      hint: "Describe the problem and its effect, then ask for a date.",
    },
    {
      title: "Requesting a reference letter",
      level: 2,
      content:
        "You are applying for a master's course abroad. Your former tutor, Professor Alvarez, taught you for two years and supervised your final project on water recycling. Write to ask for a reference letter before 15 March and offer any information she might need.",
      hint: "Remind her who you are and what you did together, give the deadline and offer your CV.",
    },
    {
      title: "Declining a job offer politely",
      level: 2,
      content:
        "Greenfield Logistics has offered you a job as an office coordinator. You enjoyed the interviews, but you have accepted another position closer to home. Write to the HR manager, Mr Schmidt, to decline the offer and keep a good relationship.",
      hint: "Thank them first, decline clearly in one sentence, and leave the door open.",
    },
  ],
};

export const REWRITE_CLARITY: SeedExerciseType = {
  slug: "rewrite-clarity",
  name: "Rewrite for Clarity",
  introductoryNotes:
    "Take a wordy, confusing paragraph and rewrite it so it is short, clear and easy to read, without losing any of the facts.",
  minimumLevel: "1.0",
  timeAllowed: 600,
  extensionTime: 120,
  delayPenalty: 1,
  credits: 3,
  wordLimit: 150,
  task: "Rewrite the paragraph in clear, plain English. Keep every fact, cut repetition and filler, and use short sentences with active verbs.",
  sourceKind: "text",
  info: "Look for phrases like 'due to the fact that' (because) and 'at this point in time' (now). Your rewrite should be clearly shorter than the original.",
  expectedIntents: ["informative", "instructional"],
  exercises: [
    {
      title: "The office printer notice",
      content:
        "It has come to our attention that at this point in time there are a number of instances in which the printer on the second floor is being utilised for the printing of personal documents, and due to the fact that this results in increased costs, it is requested that all staff members refrain from engaging in this practice going forward.",
      hint: "Who should do what? 'Please do not print personal documents on the second-floor printer: it raises our costs.'",
    },
    {
      title: "The school trip letter",
      content:
        "With regard to the trip to the science museum which is scheduled to take place on the date of Friday the 14th, parents are reminded of the fact that it will be necessary for permission forms to be returned in advance of the trip, and in the event that a form has not been received, the student in question will not be in a position to attend.",
      hint: "Put the deadline and the consequence in two short sentences.",
    },
    {
      title: "The software update message",
      content:
        "In order to ensure that the application continues to function in an optimal manner, an update will be carried out by our team during the course of Sunday night, and it should be noted that during the period in which the update is being performed, users may experience a situation in which they are unable to log in.",
      hint: "When, what and what it means for users: three facts, two sentences.",
    },
    {
      title: "The gym membership terms",
      content:
        "Members who wish to bring about the cancellation of their membership are required to provide notification of their intention in written form no less than thirty days prior to the date on which they wish the cancellation to take effect, failing which the membership fee for the following month will be charged.",
      hint: "Start with 'To cancel, …' and turn the nouns (cancellation, notification) into verbs.",
    },
    {
      title: "The recycling instructions",
      content:
        "It is of the utmost importance that residents make sure that all items that are placed in the blue recycling bins have been rinsed and are free from any remaining food, as the presence of food in the bins has the effect of contaminating other materials, which then cannot be recycled and must be sent to landfill instead.",
      hint: "Give the instruction first, then the reason in one short sentence.",
    },
    {
      title: "The project status update",
      level: 2,
      content:
        "As a consequence of a number of unforeseen delays that have been experienced in connection with the delivery of the materials from our supplier, it would appear that the completion of the second phase of the project will in all likelihood not be achieved by the originally planned date and may be pushed back by approximately two weeks.",
      hint: "'Late deliveries from our supplier will probably delay phase two by about two weeks.'",
    },
    {
      title: "The library opening hours",
      level: 2,
      content:
        "Please be advised that, owing to the fact that renovation work is being undertaken in the main reading room, the library will be operating with reduced opening hours for the duration of the month of June, opening at the later time of 11 a.m. rather than the usual time of 9 a.m., while closing times will remain unchanged.",
      hint: "Three facts: why, when and the new opening time.",
    },
  ],
};
