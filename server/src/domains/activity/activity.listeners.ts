import type { WorkerDeps } from "../../context";
import type { EventBus } from "../../events/event-bus";
import { logActivity } from "./log-activity";

/**
 * The activity log listens to the other domains' events and writes one entry each, with the
 * action names and details the log has always used (its readers and tests depend on them).
 */
export const subscribeActivityLog = (events: EventBus, deps: WorkerDeps): void => {
  events.on("document.created", ({ actorId, documentId, title }) =>
    logActivity(deps, { userId: actorId, action: "document.created", documentId, details: { title } }),
  );
  events.on("document.updated", ({ actorId, documentId, title, fields, renamedFrom }) =>
    logActivity(deps, {
      userId: actorId,
      action: renamedFrom === undefined ? "document.updated" : "document.renamed",
      documentId,
      details: renamedFrom === undefined ? { fields } : { from: renamedFrom, to: title },
    }),
  );
  events.on("document.saved", ({ actorId, documentId, version, issueTypes }) =>
    logActivity(deps, {
      userId: actorId,
      action: "document.pages_saved",
      documentId,
      details: { version, ...(issueTypes ? { issueTypes } : {}) },
    }),
  );
  for (const name of ["document.trashed", "document.restored", "document.deleted"] as const) {
    events.on(name, ({ actorId, documentId, title }) =>
      logActivity(deps, { userId: actorId, action: name, documentId, details: { title } }),
    );
  }
  events.on("trash.emptied", ({ actorId, count }) => logActivity(deps, { userId: actorId, action: "trash.emptied", details: { count } }));
  events.on("trash.purged", ({ documents, retentionDays, purgedAt }) =>
    logActivity(
      // The job's own time: a sweep may run with a clock of its own.
      { db: deps.db, clock: { now: () => purgedAt } },
      documents.map(({ ownerId, documentId, title }) => ({
        userId: ownerId,
        action: "document.purged" as const,
        documentId,
        details: { title, retentionDays },
      })),
    ),
  );
  events.on("profile.updated", ({ userId, fields }) => logActivity(deps, { userId, action: "profile.updated", details: { fields } }));
  events.on("profile.picture_changed", ({ userId, removed }) =>
    logActivity(deps, { userId, action: "profile.picture_changed", ...(removed ? { details: { removed: true } } : {}) }),
  );
  events.on("account.plan_changed", ({ userId, changes }) =>
    logActivity(deps, { userId, action: "account.plan_changed", details: { ...changes } }),
  );
};
