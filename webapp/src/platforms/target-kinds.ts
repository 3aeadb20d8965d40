import type { PlatformId } from "@wordloom/shared/rules";

/** How the platforms screen names the targets of a platform that has them (Facebook Pages, LinkedIn organisations, …). */
export interface TargetWords {
  /** The picker's button: "Choose Pages…". */
  choose: string;
  /** "Pages", for "Loading Pages" and the dialog's title. */
  plural: string;
  /** The empty state: "No Pages found". */
  empty: string;
  /** Why the list may be empty, under the empty state. */
  emptyHint: string;
}

const words = (plural: string, emptyHint: string): TargetWords => ({
  choose: `Choose ${plural}…`,
  plural,
  empty: `No ${plural} found`,
  emptyHint,
});

/** Platforms whose accounts publish to a chosen Page, organisation, professional account or channel. */
export const TARGET_WORDS: Partial<Record<PlatformId, TargetWords>> = {
  facebook: words("Pages", "Wordloom lists the Pages where you may create content."),
  linkedin: words("organisations", "Wordloom lists your profile and the organisations where you are an administrator."),
  instagram: words("Instagram accounts", "An account must be Professional and linked to one of your Facebook Pages."),
  youtube: words("channels and playlists", "Wordloom lists the channels of this Google account and their playlists."),
};
