import type { LinkTarget, PlatformProfile, TokenSet } from "../provider";
import type { GraphClient } from "./graph-client";

export interface GraphPage {
  id: string;
  name: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
}

interface GraphList<T> {
  data: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

/** At most this many pages of /me/accounts are read (25 Pages each by default): 1,000 Pages. */
const MAX_PAGES_READ = 40;

export async function readProfile(graph: GraphClient, tokens: TokenSet): Promise<PlatformProfile> {
  const me = await graph.get<{ id: string; name: string; picture?: { data?: { url?: string } } }>("/me", tokens.accessToken, {
    fields: "id,name,picture",
  });
  return { platformUserId: me.id, username: me.name, displayName: me.name, pictureUrl: me.picture?.data?.url, isPremium: false };
}

/** Every Page the user manages (GET /me/accounts, all pages of the list), with its Page token. */
export async function listManagedPages(graph: GraphClient, tokens: TokenSet, fields: string): Promise<GraphPage[]> {
  const pages: GraphPage[] = [];
  let after: string | undefined;
  for (let read = 0; read < MAX_PAGES_READ; read += 1) {
    const list = await graph.get<GraphList<GraphPage>>("/me/accounts", tokens.accessToken, { fields, ...(after ? { after } : {}) });
    pages.push(...list.data);
    after = list.paging?.next ? list.paging.cursors?.after : undefined;
    if (!after) {
      break;
    }
  }
  return pages;
}

/**
 * The Pages the user may publish to (developers.facebook.com/docs/pages-api/posts: the CREATE_CONTENT
 * task), each with its Page token; a Page without tasks listed is kept (older Graph answers).
 */
export async function listPageTargets(graph: GraphClient, tokens: TokenSet): Promise<LinkTarget[]> {
  const pages = await listManagedPages(graph, tokens, "id,name,access_token,tasks,picture");
  return pages
    .filter((page) => page.access_token && (!page.tasks || page.tasks.includes("CREATE_CONTENT")))
    .map((page) => ({ id: page.id, kind: "page", name: page.name, pictureUrl: page.picture?.data?.url, accessToken: page.access_token }));
}
