import { PostTopicsOutputSchema, PostTopicsRequestSchema, type PostTopicsOutput, type PostTopicsRequest } from "@wordloom/shared/api";
import { POST_CATEGORY_LABELS, type TopicListCategory } from "@wordloom/shared/rules";
import { fence } from "../fence";
import { systemMessage, userMessage, type ObjectPrompt } from "../prompt-module";

/** What each topic list of document 4 §7 holds (getPollTopicsList … findProductComparisonList). */
const LIST_GUIDES: Record<TopicListCategory, string> = {
  poll: "Poll topics: each topic is a question worth asking the audience, with 2 to 4 short answer options in options.",
  "trending-topic":
    "Topics trending in the niche: give where each trends in trendingOn and for about how many days in trendingSinceDays; only topics you are confident are current.",
  "how-to": "How-to topics: each a process the audience wants to learn, phrased 'How to …'.",
  "tips-and-tricks": "Tips-and-tricks topics: each an area where practical tips help the audience.",
  "user-journey": "User-journey topics: each a journey a customer goes through, from a problem to an outcome.",
  "thought-leadership": "Thought-leadership topics: each a debatable point of view in the niche.",
  "lessons-learned": "Lessons-learned topics: each an experience the author could draw a lesson from.",
  "inspirational-quotes": "Areas for quotes: each a theme (perseverance, leadership …) the audience finds inspiring.",
  "dos-and-donts": "Do's-and-don'ts topics: each an activity with clear right and wrong ways.",
  "interesting-facts": "Interesting-facts topics: each an area with surprising, verifiable facts.",
  "fun-facts": "Fun-facts topics: each a light area with fun, verifiable facts.",
  "product-review": "Products worth reviewing in the category: each topic a product, with its name in products.",
  "product-comparison": "Product comparisons in the category: each topic a comparison, with the 2 to 4 products compared in products.",
};

/** One topic list as a prompt module: id `post-topics.<category>`. */
export const postTopicsPrompt = (category: TopicListCategory): ObjectPrompt<PostTopicsRequest, PostTopicsOutput> => ({
  id: `post-topics.${category}`,
  version: 1,
  input: PostTopicsRequestSchema,
  output: PostTopicsOutputSchema,
  temperature: 0.7,
  maxTokens: (request) => 150 + request.count * 120,
  build: (request, brand) => [
    systemMessage(
      "You suggest topics for social media posts that fit the brand and its audience.",
      [
        LIST_GUIDES[category],
        `Exactly ${request.count} topics, each with a one-sentence overview.`,
        "trendingOn and trendingSinceDays are null unless the list is of trending topics; products and options are empty lists unless the list asks for them.",
        "Never invent statistics or events.",
      ],
      brand,
    ),
    userMessage(
      `Suggest ${POST_CATEGORY_LABELS[category].toLowerCase()} topics.`,
      fence("context", request.context ?? (brand ? "Topics for the brand voice described above." : "")),
    ),
  ],
  render: (output) => output.topics.map((topic) => topic.topic).join("\n"),
});
