import { describe, expect, it } from "vitest";
import { SocialPostRequestSchema } from "./generation";

describe("social post requests", () => {
  it("applies the spec's defaults and messages", () => {
    expect(SocialPostRequestSchema.parse({ category: "write-my-own", input: "My notes." })).toMatchObject({
      postType: "post",
      tone: "Conversational",
      style: "Creative",
      presentationStyle: "Storytelling",
      length: 20,
      linkedInFormat: false,
    });
    const blog = SocialPostRequestSchema.safeParse({ category: "how-to", topic: "x", postType: "blog", linkedInFormat: true });
    expect(blog.error?.issues[0]?.message).toBe("Not Supported for Blog Type");
    expect(SocialPostRequestSchema.safeParse({ category: "nope" }).error?.issues[0]?.message).toBe("Add a valid category for your post!");
    expect(SocialPostRequestSchema.safeParse({ category: "real-stories", input: "a || b" }).success).toBe(true);
  });
});
