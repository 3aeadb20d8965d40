import type { GoogleCall } from "../google/google-client";
import { readJson } from "../platform-http";
import { PlatformError } from "../platform-error";
import type { LinkTarget, PlatformProfile, TokenSet } from "../provider";

interface Thumbnails {
  default?: { url?: string };
  medium?: { url?: string };
}
interface ChannelList {
  items?: { id: string; snippet?: { title?: string; customUrl?: string; thumbnails?: Thumbnails } }[];
}
interface PlaylistPage {
  nextPageToken?: string;
  items?: { id: string; snippet?: { title?: string; thumbnails?: Thumbnails } }[];
}

const PAGE_SIZE = 50;
const MAX_PAGES = 20;

const pictureOf = (thumbnails: Thumbnails | undefined) => thumbnails?.default?.url ?? thumbnails?.medium?.url;

/** The signed-in user's channel: channels.list?part=snippet&mine=true (developers.google.com/youtube/v3/docs/channels/list). */
export async function readYoutubeProfile(call: GoogleCall, api: string, tokens: TokenSet): Promise<PlatformProfile> {
  const query = new URLSearchParams({ part: "snippet", mine: "true" });
  const list = await readJson<ChannelList>(await call("GET", `${api}/channels?${query}`, tokens.accessToken));
  const channel = list.items?.[0];
  if (!channel) {
    throw new PlatformError("validation", "YouTube: this Google account has no YouTube channel yet. Create one, then link again.", {
      platformCode: "youtubeSignupRequired",
    });
  }
  const title = channel.snippet?.title ?? channel.id;
  return {
    platformUserId: channel.id,
    username: channel.snippet?.customUrl ?? title,
    displayName: title,
    pictureUrl: pictureOf(channel.snippet?.thumbnails),
    isPremium: false,
  };
}

/** Where videos go: the channel itself and each of its playlists (playlists.list?mine=true, paged). */
export async function listYoutubeTargets(call: GoogleCall, api: string, tokens: TokenSet, profile: PlatformProfile): Promise<LinkTarget[]> {
  const channel: LinkTarget = {
    id: profile.platformUserId,
    kind: "channel",
    name: profile.displayName ?? profile.username,
    pictureUrl: profile.pictureUrl,
  };
  const playlists: LinkTarget[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ part: "snippet", mine: "true", maxResults: String(PAGE_SIZE) });
    if (pageToken) {
      query.set("pageToken", pageToken);
    }
    const answer = await readJson<PlaylistPage>(await call("GET", `${api}/playlists?${query}`, tokens.accessToken));
    for (const item of answer.items ?? []) {
      playlists.push({
        id: item.id,
        kind: "playlist",
        name: item.snippet?.title ?? item.id,
        pictureUrl: pictureOf(item.snippet?.thumbnails),
        parentId: channel.id,
      });
    }
    pageToken = answer.nextPageToken;
    if (!pageToken) {
      break;
    }
  }
  return [channel, ...playlists];
}
