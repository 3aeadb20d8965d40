import type { LinkTarget, PlatformProfile, TokenSet } from "../provider";
import { readJson } from "../platform-http";
import type { LinkedinCall } from "./linkedin-client";

export const personUrn = (profile: PlatformProfile) => `urn:li:person:${profile.platformUserId}`;

/** The member, from the OpenID Connect userinfo endpoint (scopes openid profile email). */
export async function readLinkedinProfile(call: LinkedinCall, api: string, tokens: TokenSet): Promise<PlatformProfile> {
  const user = await readJson<{ sub: string; name?: string; given_name?: string; family_name?: string; picture?: string; email?: string }>(
    await call("GET", `${api}/v2/userinfo`, tokens.accessToken, { rest: false }),
  );
  const name = user.name ?? [user.given_name, user.family_name].filter(Boolean).join(" ");
  return { platformUserId: user.sub, username: user.email ?? name, displayName: name, pictureUrl: user.picture, isPremium: false };
}

interface AclPage {
  elements: { organization: string; role: string; state: string }[];
  paging?: { start: number; count: number; total?: number };
}

const PAGE_SIZE = 100;
const MAX_ORGANIZATIONS = 1_000;

/**
 * Where the member can publish: their own feed, and every organisation where they hold the
 * ADMINISTRATOR role (GET /rest/organizationAcls?q=roleAssignee, then each organisation's name).
 */
export async function listLinkedinTargets(
  call: LinkedinCall,
  api: string,
  tokens: TokenSet,
  profile: PlatformProfile,
): Promise<LinkTarget[]> {
  const organizations: string[] = [];
  for (let start = 0; start < MAX_ORGANIZATIONS; start += PAGE_SIZE) {
    const query = new URLSearchParams({
      q: "roleAssignee",
      role: "ADMINISTRATOR",
      state: "APPROVED",
      start: String(start),
      count: String(PAGE_SIZE),
    });
    const page = await readJson<AclPage>(await call("GET", `${api}/rest/organizationAcls?${query}`, tokens.accessToken));
    organizations.push(
      ...page.elements.filter((acl) => acl.role === "ADMINISTRATOR" && acl.state === "APPROVED").map((acl) => acl.organization),
    );
    const total = page.paging?.total;
    if (page.elements.length < PAGE_SIZE || (total !== undefined && start + PAGE_SIZE >= total)) {
      break;
    }
  }
  const named = await Promise.all(
    organizations.map(async (urn) => {
      const id = urn.split(":").at(-1) ?? "";
      const organization = await readJson<{ localizedName?: string }>(
        await call("GET", `${api}/rest/organizations/${id}`, tokens.accessToken),
      );
      return { id: urn, kind: "organization" as const, name: organization.localizedName ?? urn };
    }),
  );
  const person: LinkTarget = {
    id: personUrn(profile),
    kind: "person",
    name: profile.displayName ?? profile.username,
    pictureUrl: profile.pictureUrl,
  };
  return [person, ...named];
}
