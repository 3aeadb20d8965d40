import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "./campaign-messages";
import { checkPost, xTypingProblem, type PostForChecks } from "./post-checks";
import { countByWeeklyGroup, weeklyLimitReached } from "./post-types";

/** X's weighted length with its URL rule (23 per link) and code points elsewhere — enough for these tables. */
const weighted = (text: string) => [...text.replace(/https?:\/\/\S+/g, "")].length + (text.match(/https?:\/\/\S+/g)?.length ?? 0) * 23;

const post = (overrides: Partial<PostForChecks> = {}): PostForChecks => ({
  type: "post",
  content: "Hello world",
  title: "",
  xContent: null,
  poll: null,
  media: [],
  targets: [],
  ...overrides,
});
const target = (platform: PostForChecks["targets"][number]["platform"], extra: Partial<PostForChecks["targets"][number]> = {}) => ({
  accountId: `${platform}-1`,
  platform,
  isPremium: false,
  targetKind: null,
  ...extra,
});
const jpeg = (width = 1080, height = 1080) => ({ kind: "image" as const, mimeType: "image/jpeg", byteLength: 200_000, width, height });
const mp4 = (width: number, height: number, durationSeconds: number) => ({
  kind: "video" as const,
  mimeType: "video/mp4",
  byteLength: 5_000_000,
  width,
  height,
  durationSeconds,
});

describe("post checks against the platform registry", () => {
  it("X: 280 weighted characters (premium higher), the save message, links counted as 23", () => {
    const long = post({ content: "a".repeat(281), targets: [target("x")] });
    expect(checkPost(long, weighted).problems).toEqual([
      expect.objectContaining({ code: "x_too_long", message: "Max Allowed length for twitter is 280 characters" }),
    ]);
    expect(checkPost({ ...long, targets: [target("x", { isPremium: true })] }, weighted).problems).toEqual([]);
    expect(
      checkPost(post({ content: `${"a".repeat(257)} https://example.com/a/very/long/path/indeed`, targets: [target("x")] }), weighted)
        .problems,
    ).toEqual([expect.objectContaining({ code: "x_too_long" })]);
    expect(xTypingProblem("a".repeat(281), false, weighted)).toBe("Max allowed length for Twitter is 280 characters");
    expect(xTypingProblem("a".repeat(280), false, weighted)).toBeNull();
  });

  it("other platforms: over the limit the target is not publishable, the post still saves", () => {
    const result = checkPost(
      post({ content: "b".repeat(3001), targets: [target("linkedin"), target("facebook", { targetKind: "page" })] }),
      weighted,
    );
    expect(result.problems).toEqual([]);
    expect(result.targets).toEqual([
      expect.objectContaining({ platform: "linkedin", publishable: false, reasons: [M.tooLongForPlatform("LinkedIn", 3000)] }),
      expect.objectContaining({ platform: "facebook", publishable: true }),
    ]);
    const instagram = checkPost(post({ content: "c".repeat(2201), media: [jpeg()], targets: [target("instagram")] }), weighted);
    expect(instagram.targets[0]).toMatchObject({ publishable: false, reasons: [M.tooLongForPlatform("Instagram", 2200)] });
  });

  it("stories and polls are exempt from length; empty content is refused unless a blog", () => {
    expect(
      checkPost(post({ type: "story", content: "", media: [jpeg()], targets: [target("instagram")] }), weighted).targets[0],
    ).toMatchObject({ publishable: true });
    expect(checkPost(post({ content: " " }), weighted).problems).toEqual([
      expect.objectContaining({ code: "content_empty", message: M.contentEmpty }),
    ]);
    expect(checkPost(post({ type: "blog", content: "" }), weighted).problems).toEqual([]);
  });

  it("polls: 2–4 options, ≤ 30 characters (25 with X), question ≤ 150, no media", () => {
    const poll = { question: "Which?", options: ["a".repeat(26), "b"] };
    expect(checkPost(post({ type: "polls", poll, targets: [target("linkedin")] }), weighted).problems).toEqual([]);
    expect(checkPost(post({ type: "polls", poll, targets: [target("x")] }), weighted).problems).toEqual([
      expect.objectContaining({ message: M.pollOptionTooLong(25) }),
    ]);
    expect(checkPost(post({ type: "polls", poll: { question: "q".repeat(151), options: ["a", "b"] } }), weighted).problems[0]?.code).toBe(
      "poll_title_too_long",
    );
    expect(checkPost(post({ type: "polls", poll: { question: "Q", options: ["a"] } }), weighted).problems[0]?.message).toBe(M.pollInvalid);
    expect(checkPost(post({ type: "polls", poll: null }), weighted).problems[0]?.code).toBe("poll_invalid");
    expect(
      checkPost(post({ type: "polls", poll: { question: "Q", options: ["a", "b"] }, media: [jpeg()] }), weighted).problems[0]?.message,
    ).toBe(M.pollMediaFirst);
  });

  it("media basics: ≤ 5 images, image and video types, the 320–1440 px warning, no PDF in stories or reels", () => {
    expect(checkPost(post({ media: Array.from({ length: 6 }, () => jpeg()) }), weighted).problems[0]?.message).toBe(M.tooManyImages(5));
    expect(checkPost(post({ media: [{ ...jpeg(), mimeType: "image/tiff" }] }), weighted).problems[0]?.message).toBe(M.imageType);
    expect(
      checkPost(post({ type: "video", media: [{ ...mp4(1920, 1080, 30), mimeType: "video/quicktime" }] }), weighted).problems[0]?.message,
    ).toBe(M.videoType);
    expect(checkPost(post({ media: [jpeg(200, 200)] }), weighted).warnings).toEqual([M.imageSizeWarning]);
    expect(
      checkPost(
        post({ type: "story", content: "", media: [{ kind: "document", mimeType: "application/pdf", byteLength: 1000 }] }),
        weighted,
      ).problems[0]?.message,
    ).toBe(M.storyNoPdf);
  });

  it("per platform: YouTube needs a channel or playlist, Facebook a Page, Shorts no image, documents refused where not taken", () => {
    expect(
      checkPost(post({ type: "video", media: [mp4(1920, 1080, 30)], targets: [target("youtube")] }), weighted).problems[0]?.message,
    ).toBe(M.youtubeTarget);
    expect(
      checkPost(post({ type: "video", media: [mp4(1920, 1080, 30)], targets: [target("youtube", { targetKind: "playlist" })] }), weighted)
        .problems,
    ).toEqual([]);
    expect(checkPost(post({ targets: [target("facebook")] }), weighted).problems[0]?.message).toBe(M.facebookTimeline);
    expect(
      checkPost(post({ type: "shorts", media: [jpeg()], targets: [target("youtube", { targetKind: "channel" })] }), weighted).problems.map(
        (problem) => problem.code,
      ),
    ).toContain("image_on_shorts");
    const pdf = { kind: "document" as const, mimeType: "application/pdf", byteLength: 1000 };
    expect(checkPost(post({ type: "carousel", media: [pdf], targets: [target("instagram")] }), weighted).problems[0]?.message).toBe(
      M.documentNotForPlatform("Instagram"),
    );
    expect(checkPost(post({ type: "carousel", media: [pdf], targets: [target("linkedin")] }), weighted).problems).toEqual([]);
  });

  it("per platform media: Instagram needs media and takes JPEG 4:5–1.91:1; Reels 9:16 video; X at most 4 images", () => {
    expect(checkPost(post({ targets: [target("instagram")] }), weighted).targets[0]?.reasons).toEqual([M.mediaRequired("Instagram")]);
    expect(checkPost(post({ media: [jpeg(1080, 1080)], targets: [target("instagram")] }), weighted).targets[0]?.publishable).toBe(true);
    expect(checkPost(post({ media: [jpeg(1080, 2000)], targets: [target("instagram")] }), weighted).targets[0]?.publishable).toBe(false);
    expect(
      checkPost(post({ type: "reels", media: [mp4(1080, 1920, 30)], targets: [target("instagram")] }), weighted).targets[0]?.publishable,
    ).toBe(true);
    expect(
      checkPost(post({ type: "reels", media: [mp4(1920, 1080, 30)], targets: [target("instagram")] }), weighted).targets[0]?.reasons,
    ).toEqual([M.videoNotForPlatform]);
    expect(
      checkPost(post({ type: "reels", media: [mp4(1080, 1920, 1)], targets: [target("facebook", { targetKind: "page" })] }), weighted)
        .targets[0]?.reasons,
    ).toEqual([M.videoTooShort]);
    expect(
      checkPost(post({ media: Array.from({ length: 5 }, () => jpeg()), targets: [target("x")] }), weighted).targets[0]?.reasons,
    ).toEqual([M.tooManyMediaForPlatform("X", 4)]);
  });

  it("a type the platform does not take is refused", () => {
    expect(
      checkPost(post({ type: "story", content: "", media: [jpeg()], targets: [target("linkedin")] }), weighted).problems[0]?.message,
    ).toBe(M.typeNotOnPlatform("Story", "LinkedIn"));
  });

  it("weekly limits: the post group combines Post, Infographics and Polls", () => {
    const counts = countByWeeklyGroup([
      ...Array.from({ length: 7 }, () => "post" as const),
      ...Array.from({ length: 7 }, () => "polls" as const),
    ]);
    expect(counts).toEqual({ post: 14 });
    expect(weeklyLimitReached("infographics", counts)).toBe(true);
    expect(weeklyLimitReached("carousel", counts)).toBe(false);
  });
});
