import type { WorkerDeps } from "../context";
import type { DomainModule } from "../domains/domain-module";

/** Subscribes every domain's listeners to the bus in deps (both processes emit events). */
export const subscribeDomains = (domains: readonly DomainModule[], deps: WorkerDeps): void => {
  for (const domain of domains) {
    domain.subscribe?.(deps.events, deps);
  }
};
