import { describe, expect, it } from "vitest";
import { PUBLISHING_PLATFORMS } from "./platform-ids";
import { PLATFORM_LIMIT_CHOICES, PLATFORM_LIMITS, PLATFORM_QUOTAS } from "./platform-limits";
import { checkPostMedia, checkPostText, limitsFor, measureText, type MediaCandidate } from "./platform-limits-check";

const jpeg = (extra: Partial<MediaCandidate> = {}): MediaCandidate => ({
  kind: "image",
  mimeType: "image/jpeg",
  byteLength: 1_000,
  ...extra,
});
const mp4 = (extra: Partial<MediaCandidate> = {}): MediaCandidate => ({
  kind: "video",
  mimeType: "video/mp4",
  byteLength: 1_000_000,
  ...extra,
});

describe("the platform limits registry", () => {
  it("has limits for every publishing platform, each post type internally consistent", () => {
    expect(Object.keys(PLATFORM_LIMITS).sort()).toEqual([...PUBLISHING_PLATFORMS].sort());
    for (const types of Object.values(PLATFORM_LIMITS)) {
      for (const limits of Object.values(types)) {
        expect(limits.minMedia).toBeLessThanOrEqual(limits.maxMedia);
        expect(limits.requiresMedia).toBe(limits.minMedia > 0);
      }
    }
  });

  it("holds the documented figures", () => {
    expect(PLATFORM_LIMITS.x.post).toMatchObject({ maxTextLength: 280, measure: "x_weighted", maxMedia: 4 });
    expect(PLATFORM_LIMITS.instagram.carousel).toMatchObject({ minMedia: 2, maxMedia: 10, maxTextLength: 2_200, requiresMedia: true });
    expect(PLATFORM_LIMITS.youtube.video).toMatchObject({ maxTextLength: 5_000, measure: "utf8_bytes", maxTitleLength: 100 });
    expect(PLATFORM_LIMITS.medium.article.tags).toEqual({ maxCount: 3, maxLength: 25 });
    expect(PLATFORM_QUOTAS.xPoll).toMatchObject({ maxOptions: 4, maxOptionLength: 25, maxMinutes: 10_080 });
    expect(PLATFORM_QUOTAS.gmailRecipientsPerMessage).toBe(100);
  });

  it("reads every conflicting or unverified value from the one choices table", () => {
    expect(PLATFORM_LIMITS.facebook.post.media.image.maxBytes).toBe(PLATFORM_LIMIT_CHOICES.facebookPhotoBytes);
    expect(PLATFORM_LIMITS.x.post.media.video.maxBytes).toBe(PLATFORM_LIMIT_CHOICES.xVideoBytes);
    expect(PLATFORM_LIMITS.instagram.reel.media.video.maxBytes).toBe(PLATFORM_LIMIT_CHOICES.instagramReelBytes);
    expect(PLATFORM_LIMITS.linkedin.post.maxTextLength).toBe(PLATFORM_LIMIT_CHOICES.linkedinTextLength);
    expect(PLATFORM_QUOTAS.instagramPostsPer24h).toBe(PLATFORM_LIMIT_CHOICES.instagramPostsPer24h);
  });
});

describe("measureText", () => {
  it("counts code points, so an emoji is one character and not two UTF-16 units", () => {
    expect(measureText("héllo 👋", "code_points")).toBe(7);
  });

  it("counts UTF-8 bytes for YouTube descriptions", () => {
    expect(measureText("héllo 👋", "utf8_bytes")).toBe(11);
  });

  it("uses the twitter-text counter it is given for X, and refuses to guess without one", () => {
    expect(measureText("any", "x_weighted", () => 23)).toBe(23);
    expect(() => measureText("any", "x_weighted")).toThrow(/twitter-text/);
  });
});

describe("limitsFor", () => {
  it("applies the Premium variant only for a Premium account", () => {
    expect(limitsFor("x", "post").maxTextLength).toBe(280);
    const premium = limitsFor("x", "post", { isPremium: true });
    expect(premium.maxTextLength).toBe(PLATFORM_LIMIT_CHOICES.xPremiumTextLength);
    expect(premium.media.video?.maxSeconds).toBe(125 * 60);
    expect(premium.media.image?.maxBytes).toBe(5 * 1024 ** 2);
    expect(limitsFor("linkedin", "post", { isPremium: true }).maxTextLength).toBe(3_000);
  });
});

describe("checkPostText", () => {
  it("reports text over the limit with the measured length", () => {
    expect(checkPostText(limitsFor("linkedin", "post"), { text: "a".repeat(3_001) })).toEqual([
      { code: "text_too_long", limit: 3_000, actual: 3_001 },
    ]);
    expect(checkPostText(limitsFor("linkedin", "post"), { text: "a".repeat(3_000) })).toEqual([]);
  });

  it("measures YouTube descriptions in bytes and refuses < and >", () => {
    const text = `${"é".repeat(2_501)} <b>`;
    expect(checkPostText(limitsFor("youtube", "video"), { text, title: "t".repeat(101) })).toEqual([
      { code: "text_too_long", limit: 5_000, actual: 5_006 },
      { code: "forbidden_character", actual: "<" },
      { code: "forbidden_character", actual: ">" },
      { code: "title_too_long", limit: 100, actual: 101 },
    ]);
  });

  it("counts Instagram hashtags", () => {
    const text = Array.from({ length: 31 }, (_, index) => `#tag${index}`).join(" ");
    expect(checkPostText(limitsFor("instagram", "feed"), { text })).toEqual([{ code: "too_many_hashtags", limit: 30, actual: 31 }]);
  });
});

describe("checkPostMedia", () => {
  it("requires media where the platform does", () => {
    expect(checkPostMedia(limitsFor("instagram", "feed"), [])).toEqual([{ code: "media_required", limit: 1, actual: 0 }]);
    expect(checkPostMedia(limitsFor("x", "post"), [])).toEqual([]);
  });

  it("allows 4 photos or 1 video on X, never both", () => {
    const x = limitsFor("x", "post");
    expect(checkPostMedia(x, [jpeg(), jpeg(), jpeg(), jpeg()])).toEqual([]);
    expect(checkPostMedia(x, [jpeg(), mp4()])).toEqual([{ code: "media_mixing", limit: "images_or_one_video" }]);
    expect(
      checkPostMedia(
        x,
        Array.from({ length: 5 }, () => jpeg()),
      ),
    ).toEqual([{ code: "too_many_media", limit: 4, actual: 5 }]);
  });

  it("mixes images and videos in an Instagram carousel of 2 to 10", () => {
    const carousel = limitsFor("instagram", "carousel");
    expect(checkPostMedia(carousel, [jpeg({ width: 1080, height: 1080 }), mp4({ durationSeconds: 10 })])).toEqual([]);
    expect(checkPostMedia(carousel, [jpeg()])).toEqual([{ code: "too_few_media", limit: 2, actual: 1 }]);
  });

  it("checks each item's kind, MIME type, size, dimensions, aspect and duration", () => {
    const feed = limitsFor("instagram", "feed");
    expect(checkPostMedia(feed, [jpeg({ mimeType: "image/png", byteLength: 9 * 1024 ** 2, width: 2000, height: 500 })])).toEqual([
      { code: "mime_type", index: 0, limit: "image/jpeg", actual: "image/png" },
      { code: "too_large", index: 0, limit: 8 * 1024 ** 2, actual: 9 * 1024 ** 2 },
      { code: "dimensions", index: 0, actual: "2000×500" },
      { code: "aspect_ratio", index: 0, actual: 4 },
    ]);
    expect(checkPostMedia(feed, [mp4()])).toEqual([{ code: "media_kind", index: 0, actual: "video" }]);
    const reel = limitsFor("instagram", "reel");
    expect(checkPostMedia(reel, [mp4({ width: 1080, height: 1920, durationSeconds: 2 })])).toEqual([
      { code: "duration", index: 0, limit: "3–900 s", actual: 2 },
    ]);
    expect(checkPostMedia(reel, [mp4({ width: 1080, height: 1920, durationSeconds: 30 })])).toEqual([]);
  });
});
