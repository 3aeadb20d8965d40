import type { FeatureFlag } from "@wordloom/shared/rules";

/**
 * What one rule answers: allowed (true), refused (false → 403), refused only because of the
 * resource's state, with the reason the user reads (→ 409, e.g. a document in the trash), or
 * refused until the plan carries a flag (→ 403 PLAN_REQUIRED naming the flag).
 */
export type Verdict = boolean | { conflict: string } | { planRequired: FeatureFlag };

/**
 * The rules for one resource type, kept in its domain folder (`<resource>.policy.ts`). `see` decides
 * who may learn that the resource exists at all: everyone else is answered 404 `notFound`, so ids
 * reveal nothing. Each action's rule is only asked once `see` has allowed.
 */
export interface Policy<Actor, Resource, Action extends string> {
  notFound: string;
  see: (actor: Actor, resource: Resource) => boolean;
  rules: { readonly [A in Action]: (actor: Actor, resource: Resource) => Verdict };
}

/** Identity helper that keeps a policy's action names as literal types. */
export const definePolicy = <Actor, Resource, const Action extends string>(policy: Policy<Actor, Resource, Action>) => policy;

/** True when the actor may see the resource and the action's rule allows it now. */
export const allowed = <Actor, Resource, Action extends string>(
  policy: Policy<Actor, Resource, Action>,
  actor: Actor,
  action: Action,
  resource: Resource,
): boolean => policy.see(actor, resource) && policy.rules[action](actor, resource) === true;
