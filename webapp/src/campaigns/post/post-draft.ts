import type { Poll, Post, UpdatePostBody } from "@wordloom/shared/model";
import type { SocialAccount } from "@wordloom/shared/model";
import {
  checkPost,
  type PostCheckResult,
  type PostTypeKey,
  type PublishingPlatformId,
  type WeightedCounter,
  PUBLISHING_PLATFORMS,
} from "@wordloom/shared/rules";

/** One chosen account and where it publishes (null: the account itself). */
export interface TargetChoice {
  accountId: string;
  destinationId: string | null;
  /** YouTube: playlists the video is also added to (ids of the account's linked playlists). */
  playlists?: string[];
  /** YouTube: the video's tags (≤ 500 characters as YouTube counts them). */
  tags?: string[];
  /** YouTube: the made-for-kids declaration, kept as saved. */
  selfDeclaredMadeForKids?: boolean;
}

/** What the editor edits before Save: the post's editable fields. */
export interface PostDraft {
  title: string;
  type: PostTypeKey;
  category: string | null;
  categoryKey: string | null;
  content: string;
  xContent: string | null;
  contentView: "original" | "twitter";
  publishAt: string;
  targets: TargetChoice[];
  ownComments: Partial<Record<PublishingPlatformId, string[]>>;
  poll: Poll | null;
  generation: UpdatePostBody["generation"];
}

export const draftOf = (post: Post): PostDraft => ({
  title: post.content.title || post.title,
  type: post.type,
  category: post.category,
  categoryKey: post.categoryKey,
  content: post.content.content,
  xContent: post.platformContent.x,
  contentView: post.contentView,
  publishAt: post.publishAt,
  targets: post.targets.map((target) => ({
    accountId: target.accountId,
    destinationId: target.destinationId,
    playlists: target.playlists,
    tags: target.metaInfo.tags,
    selfDeclaredMadeForKids: target.metaInfo.selfDeclaredMadeForKids,
  })),
  ownComments: post.ownComments,
  poll: post.poll,
  generation: {},
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A target as the server stores it: a choice made in the picker carries no YouTube options until they
 * are set, and the saved post answers them with their defaults, so both are compared in this form
 * (otherwise a freshly saved post reads as unsaved).
 */
const storedTarget = (target: TargetChoice) => ({
  accountId: target.accountId,
  destinationId: target.destinationId,
  playlists: target.playlists ?? [],
  tags: target.tags ?? [],
  selfDeclaredMadeForKids: target.selfDeclaredMadeForKids ?? false,
});

/** The PATCH body: only what changed. */
export const changedFields = (post: Post, draft: PostDraft): UpdatePostBody => {
  const before = draftOf(post);
  const body: UpdatePostBody = {};
  if (draft.title !== before.title) {
    body.title = draft.title;
  }
  if (draft.type !== before.type) {
    body.type = draft.type;
  }
  if (draft.category !== before.category) {
    body.category = draft.category;
  }
  if (draft.categoryKey !== before.categoryKey) {
    body.categoryKey = draft.categoryKey;
  }
  if (draft.content !== before.content) {
    body.content = draft.content;
  }
  if (draft.xContent !== before.xContent) {
    body.xContent = draft.xContent;
  }
  if (draft.contentView !== before.contentView) {
    body.contentView = draft.contentView;
  }
  if (draft.publishAt !== before.publishAt) {
    body.publishAt = draft.publishAt;
  }
  const targets = draft.targets.map(storedTarget);
  if (!same(targets, before.targets.map(storedTarget))) {
    body.targets = targets;
  }
  if (!same(draft.ownComments, before.ownComments)) {
    body.ownComments = draft.ownComments;
  }
  if (!same(draft.poll, before.poll)) {
    body.poll = draft.poll;
  }
  if (draft.generation && Object.keys(draft.generation).length > 0) {
    body.generation = draft.generation;
  }
  return body;
};

/** The platforms the draft publishes to, in registry order. */
export const draftPlatforms = (draft: PostDraft, accounts: readonly SocialAccount[]): PublishingPlatformId[] => {
  const chosen = new Set(draft.targets.map((target) => accounts.find((account) => account.id === target.accountId)?.platform));
  return PUBLISHING_PLATFORMS.filter((platform) => chosen.has(platform));
};

/** Every rule of spec 4 §5 on the draft, as the server will check it on save (the registry's limits, in the browser). */
export const checkDraft = (draft: PostDraft, post: Post, accounts: readonly SocialAccount[], weighted: WeightedCounter): PostCheckResult =>
  checkPost(
    {
      type: draft.type,
      content: draft.content,
      title: draft.title,
      xContent: draft.xContent,
      poll: draft.poll,
      media: post.media
        .filter((item) => item.purpose === "post")
        .map((item) => ({
          kind: item.kind,
          mimeType: item.mimeType,
          byteLength: item.byteLength,
          width: item.width,
          height: item.height,
          durationSeconds: item.durationSeconds,
        })),
      targets: draft.targets.flatMap((target) => {
        const account = accounts.find((candidate) => candidate.id === target.accountId);
        if (!account || !isPublishing(account.platform)) {
          return [];
        }
        const kind = target.destinationId ? (account.targets.find((entry) => entry.id === target.destinationId)?.kind ?? null) : null;
        return [
          { accountId: account.id, platform: account.platform, isPremium: account.isPremium, targetKind: kind, tags: target.tags ?? [] },
        ];
      }),
    },
    weighted,
  );

export const isPublishing = (platform: string): platform is PublishingPlatformId =>
  (PUBLISHING_PLATFORMS as readonly string[]).includes(platform);
