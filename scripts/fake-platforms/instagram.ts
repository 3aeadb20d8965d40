// The fake Instagram (Content Publishing through Facebook Login, on graph.facebook.com beside the
// fake Facebook): containers for images, Reels, Stories and carousels, status_code polling,
// media_publish with the 24-hour quota, content_publishing_limit, the account's published media
// (GET /{ig-user-id}/media, newest first) and media details.
// Options (`POST /_options {"platform":"instagram", …}`): containerPolls (IN_PROGRESS answers before
// FINISHED, 1 by default for videos), containerStatus ("ERROR" or "EXPIRED"), fetchFails (Meta
// cannot download the media: 2207052), quota (50), likes, comments.
import type { FakeKit, FakePlatformModule, FakeRequest, FakeResponse } from "./fake-platform";
import { json } from "./fake-platform";
import { graphError, graphPath, invalidToken, metaPages, tokenOwner } from "./meta-graph";

const MAX_CAPTION = 2_200;

interface Container {
  igUserId: string;
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
  pollsLeft: number;
  carouselItem: boolean;
  params: Record<string, unknown>;
}

const containers = (kit: FakeKit) => kit.scratch("instagram", "containers", () => new Map<string, Container>());
const published = (kit: FakeKit) =>
  kit.scratch("instagram", "published", () => new Map<string, { igUserId: string; containerId: string; createdAt: number }>());
const isHttps = (value: unknown) => typeof value === "string" && URL.canParse(value) && new URL(value).protocol === "https:";
const accountIds = (kit: FakeKit) =>
  metaPages(kit).flatMap((page) => (page.instagram ? [{ igUserId: page.instagram.id, pageId: page.id }] : []));

/** The user's token, or the token of the Page this account is linked to. */
function mayUse(request: FakeRequest, kit: FakeKit, igUserId: string): FakeResponse | undefined {
  const owner = tokenOwner(kit, request.bearer);
  if (!owner) {
    return invalidToken();
  }
  const account = accountIds(kit).find((candidate) => candidate.igUserId === igUserId);
  if (!account || (owner.kind === "page" && owner.pageId !== account.pageId)) {
    return graphError(403, 10, "(#10) The token may not publish for this Instagram account.");
  }
  return undefined;
}

function validate(params: Record<string, unknown>, kit: FakeKit, igUserId: string): string | undefined {
  const mediaType = params.media_type;
  if (typeof params.caption === "string" && [...params.caption].length > MAX_CAPTION) {
    return `caption is longer than ${MAX_CAPTION} characters`;
  }
  if (mediaType === "CAROUSEL") {
    const children = typeof params.children === "string" ? params.children.split(",") : [];
    if (children.length < 2 || children.length > 10) {
      return "a CAROUSEL takes 2 to 10 children";
    }
    const bad = children.find((id) => {
      const child = containers(kit).get(id);
      return !child || !child.carouselItem || child.igUserId !== igUserId || child.status !== "FINISHED";
    });
    return bad ? `child ${bad} is not a finished carousel item of this account` : undefined;
  }
  const hasImage = params.image_url !== undefined;
  const hasVideo = params.video_url !== undefined;
  if (hasImage === hasVideo) {
    return "exactly one of image_url and video_url is required";
  }
  if (!isHttps(params.image_url ?? params.video_url)) {
    return "the media URL must be public HTTPS";
  }
  if (hasVideo && !["REELS", "STORIES", "VIDEO"].includes(String(mediaType))) {
    return "video_url needs media_type REELS, STORIES or (carousel items) VIDEO";
  }
  if (mediaType === "VIDEO" && params.is_carousel_item !== true) {
    return "media_type VIDEO is only for carousel items";
  }
  if (hasImage && mediaType !== undefined && mediaType !== "STORIES") {
    return "an image_url takes no media_type, or STORIES";
  }
  if (params.is_carousel_item === true && params.caption !== undefined) {
    return "carousel items take no caption";
  }
  return undefined;
}

function createContainer(request: FakeRequest, kit: FakeKit, igUserId: string): FakeResponse {
  const params = (request.json ?? {}) as Record<string, unknown>;
  const problem = validate(params, kit, igUserId);
  if (problem) {
    return graphError(400, 100, `(#100) ${problem}`);
  }
  const options = kit.options("instagram");
  if (options.fetchFails === true && params.media_type !== "CAROUSEL") {
    return graphError(400, 9004, "Media download has failed. The media URI doesn't meet our requirements.", 2207052);
  }
  const id = kit.nextId("igc");
  const isVideo = params.video_url !== undefined || params.media_type === "CAROUSEL";
  containers(kit).set(id, {
    igUserId,
    status: "IN_PROGRESS",
    pollsLeft: isVideo ? Number(options.containerPolls ?? 1) : 0,
    carouselItem: params.is_carousel_item === true,
    params,
  });
  return json(200, { id });
}

function containerStatus(kit: FakeKit, id: string, container: Container): FakeResponse {
  const forced = kit.options("instagram").containerStatus;
  if (container.status === "IN_PROGRESS") {
    if (forced === "ERROR" || forced === "EXPIRED") {
      container.status = forced;
    } else if (container.pollsLeft > 0) {
      container.pollsLeft -= 1;
    } else {
      container.status = "FINISHED";
    }
  }
  const status = container.status === "ERROR" ? "Error: the video could not be processed (2207026)" : container.status;
  return json(200, { id, status_code: container.status, status });
}

function publish(request: FakeRequest, kit: FakeKit, igUserId: string): FakeResponse {
  const creationId = String((request.json as { creation_id?: unknown } | undefined)?.creation_id ?? request.query.get("creation_id") ?? "");
  const container = containers(kit).get(creationId);
  if (!container || container.igUserId !== igUserId || container.carouselItem) {
    return graphError(400, 100, `(#100) creation_id ${creationId} is not a container of this account.`);
  }
  if (container.status !== "FINISHED") {
    return graphError(400, 9007, "The media is not ready for publishing, please wait for a moment.", 2207027);
  }
  const quota = Number(kit.options("instagram").quota ?? 50);
  if ([...published(kit).values()].filter((media) => media.igUserId === igUserId).length >= quota) {
    return graphError(400, 9, "Application request limit reached: the account reached its 24-hour publishing limit.", 2207042);
  }
  container.status = "PUBLISHED";
  const id = kit.nextId("igm");
  published(kit).set(id, { igUserId, containerId: creationId, createdAt: Date.now() });
  const children = typeof container.params.children === "string" ? container.params.children.split(",") : [];
  kit.recordPost("instagram", {
    id,
    kind: String(container.params.media_type ?? "IMAGE").toLowerCase(),
    target: igUserId,
    payload: {
      ...container.params,
      ...(children.length ? { childParams: children.map((child) => containers(kit).get(child)?.params) } : {}),
    },
  });
  return json(200, { id });
}

/** GET /{ig-user-id}/media: the account's published media, newest first, with caption, timestamp and permalink. */
function publishedMedia(kit: FakeKit, igUserId: string): FakeResponse {
  const data = [...published(kit).entries()]
    .filter(([, media]) => media.igUserId === igUserId)
    .sort(([, a], [, b]) => b.createdAt - a.createdAt)
    .map(([id, media]) => ({
      id,
      caption: containers(kit).get(media.containerId)?.params.caption ?? "",
      timestamp: new Date(media.createdAt).toISOString().replace(/\.\d{3}Z$/, "+0000"),
      permalink: `https://www.instagram.com/p/${id}/`,
    }));
  return json(200, { data, paging: {} });
}

function handle(request: FakeRequest, kit: FakeKit): FakeResponse | undefined {
  const path = graphPath(request)?.path ?? "";
  const edge = /^\/([^/]+)\/(media|media_publish|content_publishing_limit)$/.exec(path);
  if (edge?.[1] && edge[2]) {
    const refused = mayUse(request, kit, edge[1]);
    if (refused) {
      return refused;
    }
    if (request.method === "POST" && edge[2] === "media") {
      return createContainer(request, kit, edge[1]);
    }
    if (request.method === "POST" && edge[2] === "media_publish") {
      return publish(request, kit, edge[1]);
    }
    if (request.method === "GET" && edge[2] === "media") {
      return publishedMedia(kit, edge[1]);
    }
    if (request.method === "GET" && edge[2] === "content_publishing_limit") {
      const used = [...published(kit).values()].filter((media) => media.igUserId === edge[1]).length;
      return json(200, {
        data: [{ quota_usage: used, config: { quota_total: Number(kit.options("instagram").quota ?? 50), quota_duration: 86_400 } }],
      });
    }
    return undefined;
  }
  const id = path.slice(1);
  const container = containers(kit).get(id);
  const media = published(kit).get(id);
  const refused = mayUse(request, kit, container?.igUserId ?? media?.igUserId ?? "");
  if (refused || request.method !== "GET") {
    return refused;
  }
  if (container) {
    return containerStatus(kit, id, container);
  }
  const options = kit.options("instagram");
  return json(200, {
    id,
    permalink: `https://www.instagram.com/p/${id}/`,
    like_count: Number(options.likes ?? 0),
    comments_count: Number(options.comments ?? 0),
  });
}

export const fakeInstagram: FakePlatformModule = {
  id: "instagram",
  hosts: ["graph.facebook.com"],
  /** Calls on an Instagram account's edges, or on a container or media this fake made. */
  accepts(request, kit) {
    const path = graphPath(request)?.path ?? "";
    const [, first = ""] = path.split("/");
    return accountIds(kit).some((account) => account.igUserId === first) || containers(kit).has(first) || published(kit).has(first);
  },
  handle,
};
