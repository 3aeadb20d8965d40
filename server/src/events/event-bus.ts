import type { DomainEventName, DomainEvents } from "./domain-events";

type EventHandler<N extends DomainEventName> = (payload: DomainEvents[N]) => Promise<void>;

/**
 * A small in-process bus for domain events (`document.saved`, later `comment.created`,
 * `post.published`): the emitting service does not know who listens (activity logging, indexing,
 * notifications). `emit` runs the handlers one after another and waits for them, so what a handler
 * writes is there when the request answers, exactly as when services called each listener; a
 * failing handler fails the emit, as a failing direct call did. Work that may lag behind belongs in
 * a handler that queues a job.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventName, Array<EventHandler<DomainEventName>>>();

  on<N extends DomainEventName>(name: N, handler: EventHandler<N>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as EventHandler<DomainEventName>);
    this.handlers.set(name, list);
  }

  async emit<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      await handler(payload);
    }
  }

  /** How many handlers listen to an event (for tests and start-up checks). */
  listenerCount(name: DomainEventName): number {
    return this.handlers.get(name)?.length ?? 0;
  }
}
