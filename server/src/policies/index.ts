import { AppError, notFound } from "../errors";
import type { Policy } from "./policy";

export { allowed, definePolicy, type Policy, type Verdict } from "./policy";

/**
 * The one authorization entry point: `authorize(user, "update", document, documentPolicy)`. A
 * resource the actor may not see (or a missing one) answers 404, so nobody learns that another
 * user's resource exists; a visible one they may not act on answers 403, or 409 when only its state
 * stands in the way (a document in the trash), or 403 PLAN_REQUIRED when the plan lacks a flag.
 */
export function authorize<Actor, Resource, Action extends string>(
  actor: Actor,
  action: NoInfer<Action>,
  resource: Resource | undefined,
  policy: Policy<Actor, Resource, Action>,
): asserts resource is Resource {
  if (resource === undefined || !policy.see(actor, resource)) {
    throw notFound(policy.notFound);
  }
  const verdict = policy.rules[action](actor, resource);
  if (verdict === true) {
    return;
  }
  if (verdict === false) {
    throw new AppError("FORBIDDEN");
  }
  throw "conflict" in verdict
    ? new AppError("CONFLICT", verdict.conflict)
    : new AppError("PLAN_REQUIRED", undefined, { flag: verdict.planRequired });
}
