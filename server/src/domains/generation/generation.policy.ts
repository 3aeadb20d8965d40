import type { GenerationRow } from "./generations.tables";
import type { UserRow } from "../account/users.tables";
import { definePolicy } from "../../policies/index";

/**
 * A generation record (its metering row) is its user's alone. The history list applies `see` as
 * its query; generating with a brand voice is the brand-voice policy's `use` rule.
 */
export const generationPolicy = definePolicy({
  notFound: "Generation not found.",
  see: (actor: Pick<UserRow, "id">, generation: Pick<GenerationRow, "userId">) => generation.userId === actor.id,
  rules: { read: () => true },
});
