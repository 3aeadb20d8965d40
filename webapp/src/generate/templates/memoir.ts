import type { Template, TemplateCatalogue, TemplateCategory } from "./types";

/**
 * Memoir templates written for Wordloom: each is a scaffold with the questions a memoir coach
 * would ask, in the first person, with [brackets] to replace by the writer's own details.
 */
const CATEGORIES: readonly TemplateCategory[] = [
  { name: "Childhood", description: "First memories, school and growing up", subcategories: ["Early memories", "School days"] },
  {
    name: "Family",
    description: "The people who shaped you and the rituals you shared",
    subcategories: ["Parents and grandparents", "Traditions"],
  },
  {
    name: "Turning points",
    description: "Firsts, risks and the decisions that changed the road",
    subcategories: ["Firsts", "Big decisions"],
  },
  { name: "Work and purpose", description: "Jobs, callings and the people who taught you", subcategories: ["Career moments", "Mentors"] },
  { name: "Places", description: "Homes you lived in and journeys you took", subcategories: ["Homes", "Journeys"] },
  { name: "Reflections", description: "What the years taught you", subcategories: ["Lessons learned", "Letters"] },
];

const memoir = (id: string, category: string, subcategory: string, title: string, tags: readonly string[], message: string): Template => ({
  id: `memoir-${id}`,
  title,
  message,
  tags,
  category,
  subcategory,
  type: "memoir",
});

const TEMPLATES: readonly Template[] = [
  memoir(
    "first-memory",
    "Childhood",
    "Early memories",
    "My earliest memory",
    ["childhood", "senses"],
    `# My Earliest Memory

The first thing I can remember is [the moment: a sound, a room, a face]. I must have been about [age]. I was [where you were], and [who was with you] was there.

What I remember most is the [smell, colour or sound]. Even now, when I [notice that smell or sound today], I am back there for a second.

I did not understand then that [what you understand now about that moment]. Looking back, that memory tells me [what it says about the child you were, or the family you had].`,
  ),
  memoir(
    "childhood-friend",
    "Childhood",
    "Early memories",
    "The friend I grew up with",
    ["friendship", "childhood"],
    `# [Friend's Name]

[Friend's name] lived [where: next door, two streets away, in the flat above]. We met when [how you met], and from then on we were [how inseparable you were].

Our favourite game was [the game], played [where] until [who called you home]. We had a secret: [a secret, a code, a hiding place].

We lost touch when [what happened: a move, a new school, growing up]. The last time I saw [him/her/them] was [when]. If I could say one thing now, it would be: [what you would say].`,
  ),
  memoir(
    "teacher",
    "Childhood",
    "School days",
    "The teacher who noticed me",
    ["school", "gratitude"],
    `# The Teacher Who Noticed Me

In [year or grade], my teacher was [teacher's name]. Other pupils remember [him/her/them] for [what everyone remembers], but I remember the day [what the teacher said or did for you].

Before that, I thought I was [how you saw yourself]. After it, I began to believe [what changed].

I still [a habit, skill or love that began in that classroom]. I never told [teacher's name] what that day meant. This is my way of saying it.`,
  ),
  memoir(
    "school-day",
    "Childhood",
    "School days",
    "An ordinary school day",
    ["school", "routine"],
    `# An Ordinary Day at [School Name]

My school day began at [time], when [how you got to school: the bus, a walk, a lift]. The corridor smelled of [smell], and the noisiest place was [place].

Lunch was usually [food], eaten [where] with [who]. The lesson I looked forward to was [subject], because [why]. The one I dreaded was [subject].

After school, [what you did: homework, chores, play]. Nothing remarkable happened on an ordinary day, and that is exactly what I would like to remember.`,
  ),
  memoir(
    "grandparent",
    "Family",
    "Parents and grandparents",
    "A portrait of my grandparent",
    ["family", "portrait"],
    `# [Grandparent's Name]

[Grandparent's name] was born in [year] in [place]. [His/Her/Their] hands were [describe them], and [he/she/they] always smelled of [smell].

[He/She/They] used to say, "[a saying you still remember]." I did not understand it until [when you understood it].

The thing I learned from [him/her/them] without being taught was [a value, a skill, a way of being]. When I [something you do today], I am doing it [his/her/their] way.`,
  ),
  memoir(
    "parent-lesson",
    "Family",
    "Parents and grandparents",
    "What my parent taught me without words",
    ["family", "values"],
    `# What My [Mother/Father] Never Said

My [mother/father] was not someone who [gave speeches, said "I love you" often, explained things]. Instead, [he/she/they] showed it by [actions].

I remember one [morning, winter, hard year] when [a specific scene]. [He/She/They] did not say a word about it, but I understood [what you understood].

Now that I am [your stage of life], I find myself [doing the same thing]. Some lessons are only taught by example.`,
  ),
  memoir(
    "family-recipe",
    "Family",
    "Traditions",
    "The family recipe",
    ["food", "tradition"],
    `# [Dish Name]

In our family, [dish] meant [occasion: Sunday, a birthday, a homecoming]. The recipe came from [who], who learned it [where or from whom].

It was never written down. You needed [the secret ingredient or step], and you had to [the part only family knew].

The kitchen on those days was [describe the sounds, the people, the mess]. When I make it now, I [how you make it your own], but I never skip [the one thing you keep the same].`,
  ),
  memoir(
    "holiday-tradition",
    "Family",
    "Traditions",
    "A holiday we always kept",
    ["holidays", "tradition"],
    `# Every [Holiday], Without Fail

Every year on [holiday], our family [the tradition]. It started when [how it began], and nobody ever questioned it.

The year I remember best is [year], because [what made it different: a guest, a disaster, a first or a last].

Some years it felt like an obligation. Now I understand it was how we said [what the tradition really meant]. This year, I will [how you keep it alive].`,
  ),
  memoir(
    "first-job",
    "Turning points",
    "Firsts",
    "My first job",
    ["work", "firsts"],
    `# My First Job

My first paid job was [the job] at [place], when I was [age]. I earned [amount] an hour, and I spent my first wages on [what you bought].

On the first day, [what went wrong or right]. My boss, [name], told me "[something they said]."

That job taught me more than [what it was supposed to teach]. It taught me [the real lesson], which I still use every time I [situation].`,
  ),
  memoir(
    "leaving-home",
    "Turning points",
    "Big decisions",
    "The day I left home",
    ["change", "courage"],
    `# The Day I Left

I left [home town or family home] in [year]. I was [age], and I carried [what you took with you].

I decided to go because [the reason you gave others], though the real reason was [the reason you kept to yourself].

The hardest moment was [the goodbye, the first night, the first phone call home]. If I met that [age]-year-old today, I would tell [him/her/them]: [what you would say].`,
  ),
  memoir(
    "decision-crossroads",
    "Turning points",
    "Big decisions",
    "The road I almost took",
    ["decisions", "reflection"],
    `# The Road Not Taken

In [year], I had to choose between [option one] and [option two]. Everyone expected me to [the expected choice].

I spent [how long] deciding. What tipped the balance was [a conversation, a sign, a feeling].

I chose [your choice]. Because of it, I [what followed]. Sometimes I still wonder about [the other road], but I know now that [what you have made peace with].`,
  ),
  memoir(
    "career-proud",
    "Work and purpose",
    "Career moments",
    "The work I am proudest of",
    ["career", "pride"],
    `# The Work I Am Proudest Of

In my working life, the thing I am proudest of is [the achievement], at [organisation] in [year].

The problem was [what was at stake]. Most people thought [what others believed], but I [what you did differently].

It took [time and effort], and there was a moment when [the lowest point]. When it finally [succeeded], I [how you celebrated or didn't]. What I learned about myself was [the lesson].`,
  ),
  memoir(
    "mentor",
    "Work and purpose",
    "Mentors",
    "The mentor who changed my path",
    ["mentor", "gratitude"],
    `# [Mentor's Name]

I met [mentor's name] when [where and when]. At first, [he/she/they] seemed [first impression].

The advice I remember word for word is: "[the advice]." [He/She/They] said it when I was about to [the mistake you were about to make].

Because of [mentor's name], I [what changed in your work or life]. Today I try to pass it on by [how you mentor others].`,
  ),
  memoir(
    "childhood-home",
    "Places",
    "Homes",
    "The house I grew up in",
    ["home", "place"],
    `# [Address or Name of the House]

The house on [street] had [number] rooms, and my favourite was [room] because [why]. From the window I could see [the view].

In winter, [what winter was like inside]. In summer, [what summer was like]. The sound I associate with that house is [sound].

We left in [year]. I went back once, in [year], and found [what had changed]. Houses change hands, but [what the house still holds for you].`,
  ),
  memoir(
    "journey",
    "Places",
    "Journeys",
    "A journey that changed me",
    ["travel", "change"],
    `# [Destination], [Year]

I went to [destination] because [reason]. I travelled by [how], with [who or alone].

The moment I remember is [a scene: a market, a mountain, a stranger's kindness]. It was the first time I [a first].

I came home with [a souvenir, a habit, a new view]. I did not know then that the journey would [how it changed your life].`,
  ),
  memoir(
    "lesson-failure",
    "Reflections",
    "Lessons learned",
    "What failing taught me",
    ["failure", "growth"],
    `# What Failing Taught Me

In [year], I failed at [what]. I had [what you had invested: time, money, hope], and it did not work because [why].

For a while I [how you reacted]. The turning point came when [a person, a thought, an event].

I learned that [the lesson]. I still [what you do differently because of it], and I am grateful, in a way, that it went wrong.`,
  ),
  memoir(
    "letter-younger-self",
    "Reflections",
    "Letters",
    "A letter to my younger self",
    ["letter", "advice"],
    `Dear [your name] at [age],

Right now you are worried about [what worried you]. I can tell you that [how it turned out].

There are things you will get right: [two or three things]. And there are things I wish you had done sooner: [what you wish].

Be kinder to [yourself, a parent, a friend]. Keep [a habit or passion]. And when [a hard moment ahead] comes, remember [what will help].

With love, from the [age] you,
[your name]`,
  ),
];

export const MEMOIR_CATALOGUE: TemplateCatalogue = {
  type: "memoir",
  title: "Memoir Templates",
  categories: CATEGORIES,
  templates: TEMPLATES,
};
