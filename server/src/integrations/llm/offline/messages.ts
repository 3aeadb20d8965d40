import type { FreeTextRequest, GenerationKind } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import { OCCASIONS } from "./message-templates";
import { recipientIn } from "./request-slots";
import { pick, type Random } from "./seeded-random";
import { capitalize } from "./text-tools";

const FAMILY = /^(?:sister|brother|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin)$/;

/**
 * A personal message from a template of the request's occasion (birthday, thanks, sympathy …),
 * with the recipient's name when the request gives one and a greeting without a name when it does not.
 */
export const offlineMessage = (kind: GenerationKind, request: FreeTextRequest, random: Random): string => {
  const occasion = OCCASIONS.find((candidate) => candidate.pattern.test(request.request));
  if (!occasion) {
    throw needsModel(
      kind,
      "Without a model, messages come from templates for common occasions (birthday, thanks, congratulations, sympathy, welcome, farewell …); this request names none.",
    );
  }
  const { name, relation } = recipientIn(request.request);
  // A family word greets as a name ("Happy birthday, Mom!"); other relations ("colleague") do not.
  const greeting = name ?? (relation && FAMILY.test(relation) ? capitalize(relation) : null);
  return pick(random, occasion.templates)({ name: greeting, relation: relation ?? "friend" });
};
