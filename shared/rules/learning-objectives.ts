/**
 * The objective actions catalogue (spec document 3 §9): guided actions in three groups —
 * generation, graph and document actions. An objective slot's key is `key` or
 * `key-param1_param2` (document 3 §3), e.g. `readability-50`, `passExercise-describe-picture`.
 *
 * `completedBy` names what completes it automatically on the server: a domain event the product
 * emits today (`feature.used:<Feature>`, `document.created`, …), a passed exercise
 * (`exercise.passed`), or `waiting:<issue>` for actions whose product event does not exist yet (a
 * published blog, a scheduled campaign, an invited mentor). `path` is where the action is done,
 * relative to `/:product/app/`.
 */
export const OBJECTIVE_GROUPS = ["generation", "graph", "document"] as const;
export type ObjectiveGroup = (typeof OBJECTIVE_GROUPS)[number];

/** Thresholds of graph actions (readability, repetition, connectors, uniqueness). */
export const OBJECTIVE_THRESHOLDS = [30, 50, 70] as const;
/** Default target of intent, clarity and creativity actions. */
export const OBJECTIVE_DEFAULT_TARGET = 5;

export interface ObjectiveAction {
  key: string;
  group: ObjectiveGroup;
  title: string;
  description: string;
  path: string;
  completedBy: string;
  /** The parameter values the key takes (thresholds or targets), when it takes one. */
  params?: readonly number[];
}

const generation = (key: string, title: string, description: string, path: string, completedBy: string): ObjectiveAction => ({
  key,
  group: "generation",
  title,
  description,
  path,
  completedBy,
});
const documentAction = (key: string, title: string, description: string, path: string, completedBy: string): ObjectiveAction => ({
  key,
  group: "document",
  title,
  description,
  path,
  completedBy,
});
const graph = (key: string, title: string, description: string, params: readonly number[], completedBy: string): ObjectiveAction => ({
  key,
  group: "graph",
  title,
  description,
  path: "list",
  completedBy,
  params,
});

export const OBJECTIVE_ACTIONS: readonly ObjectiveAction[] = [
  // Generation actions
  generation(
    "generateBlog",
    "Generate Blog",
    "Draft a blog post with the Generate Blog pane.",
    "create/blog",
    "feature.used:GenerateLLMBlog",
  ),
  generation(
    "generateOutline",
    "Outline a Blog",
    "Ask for a blog outline before you write.",
    "create/blog",
    "feature.used:GenerateLLMBlogOutline",
  ),
  generation(
    "generateSocialPost",
    "Create a Social Post",
    "Write a social post with the post creation pane.",
    "create/social-post",
    "feature.used:SocialPost",
  ),
  generation(
    "generatePitch",
    "Promotional Pitch",
    "Pitch a product or a service in a few lines.",
    "create/promotional-pitch",
    "feature.used:PromotionalPitch",
  ),
  generation("generateMemoir", "Write a Memoir", "Turn a memory into a short memoir.", "create/memoir", "feature.used:Memoir"),
  generation(
    "generateMessage",
    "Personal Message",
    "Write a personal message for someone you know.",
    "create/messages",
    "feature.used:Messages",
  ),
  generation("generateEmail", "Compose an E-mail", "Compose an e-mail with the e-mail templates.", "create/emails", "feature.used:Emails"),
  generation(
    "messageCraft",
    "Message Craft",
    "Craft a message with the Message Craft pane.",
    "create/messages",
    "feature.used:MessageCraft",
  ),
  generation("generateHeadlines", "Headlines", "Generate headlines for a piece you wrote.", "list", "feature.used:Headlines"),
  generation(
    "createBrandVoice",
    "Define Your Brand Voice",
    "Save a brand voice with your niche and pillars.",
    "brand-voices/new",
    "feature.used:BrandVoice",
  ),
  generation("rephraseSentence", "Rephrase a Sentence", "Rephrase a sentence with a tone and a style.", "list", "feature.used:Rephrase"),
  generation("useIdiom", "Use an Idiom", "Let the idioms tool suggest an idiom and use it.", "list", "feature.used:Idioms"),
  generation("refineWriting", "Refine Your Words", "Use Refine to find stronger verbs and decorators.", "list", "feature.used:Refine"),
  generation("summarizeDocument", "Summarise a Document", "Ask for a summary of one of your documents.", "list", "feature.used:Summary"),
  generation("voiceCreate", "Voice Create", "Dictate a draft with Voice Create.", "create/voice", "waiting:voice"),
  generation("scheduleCampaign", "Social Calendar", "Schedule a post on your social calendar.", "campaign", "waiting:campaigns"),
  generation(
    "linkSocialAccount",
    "Link a Social Account",
    "Link one of your social accounts.",
    "platforms",
    "waiting:social-account-events",
  ),
  // Graph actions (the document scores; thresholds 30/50/70, targets 5)
  graph("readability", "Readability", "Bring a document's readability score to the target.", OBJECTIVE_THRESHOLDS, "waiting:score-events"),
  graph(
    "repetition",
    "Less Repetition",
    "Reduce repetition until the score reaches the target.",
    OBJECTIVE_THRESHOLDS,
    "waiting:score-events",
  ),
  graph(
    "connectors",
    "Connectors",
    "Use linking words until the connectors score reaches the target.",
    OBJECTIVE_THRESHOLDS,
    "waiting:score-events",
  ),
  graph(
    "uniqueness",
    "Uniqueness",
    "Reach the uniqueness target with a plagiarism check.",
    OBJECTIVE_THRESHOLDS,
    "feature.used:Plagiarism",
  ),
  graph("intent", "Clear Intent", "Make a document's intent clear (target 5).", [OBJECTIVE_DEFAULT_TARGET], "feature.used:Intent"),
  graph(
    "clarity",
    "Improve Clarity",
    "Rate a document and raise its clarity (target 5).",
    [OBJECTIVE_DEFAULT_TARGET],
    "feature.used:AIRating",
  ),
  graph(
    "creativity",
    "Creativity",
    "Rate a document and raise its creativity (target 5).",
    [OBJECTIVE_DEFAULT_TARGET],
    "feature.used:AIRating",
  ),
  graph("positivity", "Positive Tone", "Check the positivity of a document.", [OBJECTIVE_DEFAULT_TARGET], "feature.used:Positivity"),
  graph("emotions", "Emotions", "See which emotions a document carries.", [OBJECTIVE_DEFAULT_TARGET], "feature.used:DetectEmotions"),
  graph(
    "documentQuality",
    "Document Quality",
    "Check a document's quality scores.",
    [OBJECTIVE_DEFAULT_TARGET],
    "feature.used:DocumentQuality",
  ),
  graph("overview", "Document Overview", "Open a document's overview.", [OBJECTIVE_DEFAULT_TARGET], "feature.used:Overview"),
  graph("keywords", "Keywords", "Find the keywords of a document.", [OBJECTIVE_DEFAULT_TARGET], "feature.used:Keywords"),
  // Document actions
  documentAction("createDocument", "Start a Document", "Create your first document.", "list", "document.created"),
  documentAction("saveDocument", "Write and Save", "Write in a document and save your work.", "list", "document.saved"),
  documentAction("renameDocument", "Give It a Title", "Give a document a clear title.", "list", "document.updated:title"),
  documentAction("checkGrammar", "Check Grammar", "Run the grammar check on a document.", "list", "feature.used:Grammar"),
  documentAction("grammarClean", "No Errors Left", "Fix a document until the grammar check finds nothing.", "list", "grammar.clean"),
  documentAction("fullDocumentCheck", "Full Document Check", "Check a whole document at once.", "list", "feature.used:FullDocumentGrammar"),
  documentAction("checkOffensive", "Offensive Words", "Check a document for offensive words.", "list", "feature.used:OffensiveContent"),
  documentAction(
    "checkInclusive",
    "Inclusive Language",
    "Check a document for inclusive language.",
    "list",
    "feature.used:InclusiveLanguage",
  ),
  documentAction("checkPii", "Protect Personal Data", "Mask personal data in a document.", "list", "feature.used:PIIMasking"),
  documentAction(
    "checkCitations",
    "Cite Your Sources",
    "Find the sentences that need a citation.",
    "list",
    "feature.used:CitationAnalyzer",
  ),
  documentAction("importDocument", "Import a Document", "Import a Word or text file.", "list", "document.created"),
  documentAction("publishBlog", "Publish Blog", "Publish a blog post for your readers.", "list", "waiting:publishing"),
  documentAction("sharePublicPost", "Public Post", "Share a public post with other authors.", "list", "waiting:publishing"),
  documentAction("inviteMentor", "Invite Mentor", "Invite a mentor to review a document.", "list", "waiting:collaboration"),
  documentAction("completeProfile", "Complete Your Profile", "Add your name and a short bio.", "profile", "profile.updated"),
  documentAction("profilePicture", "Add a Photo", "Add a profile picture.", "profile", "profile.picture_changed"),
  // Exercise actions are document actions done in the learning area.
  documentAction("passExercise", "Pass an Exercise", "Pass a writing exercise of this type.", "exercises", "exercise.passed"),
  documentAction("submitExercise", "Submit an Exercise", "Submit any writing exercise.", "exercises", "exercise.submitted"),
  documentAction("useHint", "Use a Hint", "Check the hint of an exercise once.", "exercises", "exercise.hint"),
  documentAction("openTimeline", "Plan Your Path", "Answer the questionnaire to plan your path.", "timeline", "questionnaire.answered"),
];

export const objectiveAction = (key: string): ObjectiveAction | undefined => OBJECTIVE_ACTIONS.find((action) => action.key === key);

/** `key-param1_param2` → its parts (document 3 §3). */
export const parseObjectiveKey = (objectiveKey: string): { key: string; params: string[] } => {
  const dash = objectiveKey.indexOf("-");
  return dash < 0
    ? { key: objectiveKey, params: [] }
    : { key: objectiveKey.slice(0, dash), params: objectiveKey.slice(dash + 1).split("_") };
};

export const objectiveKeyOf = (key: string, params: readonly (string | number)[] = []): string =>
  params.length === 0 ? key : `${key}-${params.join("_")}`;

/** The title shown for a slot, with its parameter ("Readability 50", "Pass an Exercise: Describe a Picture"). */
export const objectiveTitle = (objectiveKey: string, exerciseTypeNames: Readonly<Record<string, string>> = {}): string => {
  const { key, params } = parseObjectiveKey(objectiveKey);
  const action = objectiveAction(key);
  if (!action) {
    return objectiveKey;
  }
  if (params.length === 0) {
    return action.title;
  }
  const first = params[0] ?? "";
  return action.group === "graph" ? `${action.title} ${first}` : `${action.title}: ${exerciseTypeNames[first] ?? first}`;
};

/** Slot statuses (document 3 §4.8). */
export const OBJECTIVE_SLOT_STATUSES = ["NotAttempted", "pending", "attempted", "completed"] as const;
export type ObjectiveSlotStatus = (typeof OBJECTIVE_SLOT_STATUSES)[number];

/** "Take action" for pending or attempted slots that have a key; "Start" for NotAttempted. */
export const slotActionLabel = (slot: { status: ObjectiveSlotStatus; objectiveKey: string }): "Start" | "Take action" | null =>
  slot.status === "NotAttempted"
    ? "Start"
    : (slot.status === "pending" || slot.status === "attempted") && slot.objectiveKey
      ? "Take action"
      : null;
