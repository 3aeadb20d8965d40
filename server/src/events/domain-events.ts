/**
 * The domain events and their payloads. Each domain declares the events it emits in its own
 * `<domain>.events.ts` by augmenting this interface, so the bus is typed without a central list:
 *
 *   declare module "../../events/domain-events" {
 *     interface DomainEvents { "document.saved": { actorId: string; documentId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each domain
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;
