import { PostTopicsOutputSchema, type PostTopicsRequest, type PostTopicsResult } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import type { UserRow } from "../../account/users.tables";
import { runGeneration } from "../run-generation";
import { finishGeneration } from "./finish-generation";

/** A category's topic list (document 4 §7 getPollTopicsList … findProductComparisonList), metered like any generation. */
export const listPostTopics = async (
  deps: Pick<AppContext, "db" | "clock" | "llm">,
  user: UserRow,
  request: PostTopicsRequest,
): Promise<PostTopicsResult> => {
  const result = await finishGeneration(
    runGeneration(deps, { user, kind: "post-topics", input: request, signal: new AbortController().signal }),
  );
  return {
    category: request.category,
    // The generation validated the object with this schema already.
    topics: PostTopicsOutputSchema.parse(result.object).topics,
    provider: result.provider,
    draft: result.draft,
  };
};
