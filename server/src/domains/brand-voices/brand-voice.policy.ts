import type { BrandVoiceAbilities } from "@wordloom/shared/api";
import type { BrandVoiceRow, ToneStyleRow } from "./brand-voices.tables";
import type { UserRow } from "../account/users.tables";
import { allowed, definePolicy } from "../../policies/index";

export type BrandVoiceActor = Pick<UserRow, "id">;

/** A brand voice is its owner's alone: others are answered 404, as if it did not exist. */
export const brandVoicePolicy = definePolicy({
  notFound: "Brand voice not found.",
  see: (actor: BrandVoiceActor, voice: Pick<BrandVoiceRow, "ownerId">) => voice.ownerId === actor.id,
  rules: {
    read: () => true,
    /** Also covers using the voice: attaching it to a document or generating with it. */
    use: () => true,
    update: () => true,
    delete: () => true,
  },
});

/** A saved tone-style pair is its owner's alone, like the brand voice it may belong to. */
export const toneStylePolicy = definePolicy({
  notFound: "Tone not found.",
  see: (actor: BrandVoiceActor, pair: Pick<ToneStyleRow, "ownerId">) => pair.ownerId === actor.id,
  rules: { delete: () => true },
});

/** The abilities the client renders from (`brandVoice.can`). */
export const brandVoiceAbilities = (actor: BrandVoiceActor, voice: Pick<BrandVoiceRow, "ownerId">): BrandVoiceAbilities => ({
  edit: allowed(brandVoicePolicy, actor, "update", voice),
  delete: allowed(brandVoicePolicy, actor, "delete", voice),
});
