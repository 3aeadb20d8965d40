import { objectiveAction, parseObjectiveKey } from "@wordloom/shared/rules";
import type { WorkerDeps } from "../../context";
import type { EventBus } from "../../events/event-bus";
import { progressSlots } from "./journey";
import "../account/account.events";
import "../analysis/analysis.events";
import "../documents/documents.events";
import "./learning.events";

/** Slots whose action is completed by this signal (the catalogue's `completedBy`, e.g. "feature.used:Grammar"). */
const completedBy =
  (signal: string) =>
  (objectiveKey: string): boolean =>
    objectiveAction(parseObjectiveKey(objectiveKey).key)?.completedBy === signal;

/**
 * Objectives completed automatically from what the product already announces (spec document 3 §9
 * objective catalogue): a spent feature use (grammar check, blog generation, plagiarism check, …),
 * a clean grammar check, documents created, saved and renamed, the profile. Actions whose events
 * do not exist yet are marked `waiting:<issue>` in the catalogue (publishing, campaigns, voice,
 * collaboration, document score thresholds) and are never planned into a journey.
 */
export const subscribeLearning = (events: EventBus, deps: WorkerDeps): void => {
  const complete = (userId: string, signal: string, documentId: string | null = null) =>
    progressSlots(deps, userId, completedBy(signal), { status: "completed", ...(documentId ? { documentId } : {}) });

  events.on("feature.used", async ({ userId, feature }) => {
    await complete(userId, `feature.used:${feature}`);
  });
  events.on("grammar.checked", async ({ userId, documentId, words, findings }) => {
    // "No errors left": a complete check of a real text (30+ words) with no finding.
    if (findings === 0 && words >= 30) {
      await complete(userId, "grammar.clean", documentId);
    }
  });
  events.on("document.created", async ({ actorId, documentId }) => {
    await complete(actorId, "document.created", documentId);
  });
  events.on("document.saved", async ({ actorId, documentId }) => {
    await complete(actorId, "document.saved", documentId);
  });
  events.on("document.updated", async ({ actorId, documentId, fields }) => {
    if (fields.includes("title")) {
      await complete(actorId, "document.updated:title", documentId);
    }
  });
  events.on("profile.updated", async ({ userId }) => {
    await complete(userId, "profile.updated");
  });
  events.on("profile.picture_changed", async ({ userId, removed }) => {
    if (!removed) {
      await complete(userId, "profile.picture_changed");
    }
  });
};
