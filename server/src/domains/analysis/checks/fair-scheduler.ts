/** One unit of work for the check threads, queued under the user it is for. */
interface Entry {
  owner: string;
  small: boolean;
  /** The lane it would rather run on, when that lane is free. */
  lane?: number;
  start: (lane: number) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  /** Aborting it takes a queued entry out of the queue (a running one is left to finish). */
  cancel?: AbortSignal;
  onCancel?: () => void;
}

export interface ScheduleOptions {
  /** Whose work it is: users take turns. */
  owner: string;
  /** A small request's task may also run in the express slot, so it never waits behind big ones. */
  small: boolean;
  /** Takes the task out of the queue when aborted (it rejects with the signal's reason). */
  cancel?: AbortSignal;
  /**
   * The lane (check thread) the task would rather run on, e.g. the one that checked its blocks
   * before and still caches them. Taken when it is free and the task may use it; otherwise the task
   * runs on any free lane it may use, it never waits for this one.
   */
  lane?: number;
}

/**
 * A fair queue in front of the check threads. Every user has a queue of tasks; a free lane (one check
 * thread) takes the next task of the user served longest ago (round-robin, users with nothing running
 * first), so a user with one task is served after at most one task of each other user, however many
 * tasks they queued. Lanes `0 … general - 1` run any task; the `express` lanes after them run only
 * tasks of small requests, so a one-sentence check starts at once even while big requests fill every
 * general lane. A task starts with the number of the lane it was given.
 */
export class FairScheduler {
  private readonly queues = new Map<string, Entry[]>();
  /** When each user with queued or running work was last served (a sequence number). */
  private readonly served = new Map<string, number>();
  private sequence = 0;
  private readonly running = new Map<string, number>();
  /** Whether each lane runs a task: the general lanes, then the express ones. */
  private readonly busy: boolean[];

  constructor(
    private readonly general: number,
    express: number,
  ) {
    this.busy = Array.from({ length: general + express }, () => false);
  }

  /** Runs `start` when its turn comes; rejects with the cancel signal's reason if it is cancelled while queued. */
  schedule<T>(start: (lane: number) => Promise<T>, { owner, small, cancel, lane }: ScheduleOptions): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (cancel?.aborted) {
        reject(cancel.reason);
        return;
      }
      const entry: Entry = {
        owner,
        small,
        start,
        resolve: resolve as (value: unknown) => void,
        reject,
        ...(cancel ? { cancel } : {}),
        ...(lane === undefined ? {} : { lane }),
      };
      if (cancel) {
        entry.onCancel = () => this.remove(entry, cancel.reason);
        cancel.addEventListener("abort", entry.onCancel, { once: true });
      }
      const queue = this.queues.get(owner);
      if (queue) {
        queue.push(entry);
      } else {
        this.queues.set(owner, [entry]);
      }
      this.pump();
    });
  }

  /** Tasks waiting, for tests and diagnostics. */
  get queued(): number {
    let count = 0;
    for (const queue of this.queues.values()) {
      count += queue.length;
    }
    return count;
  }

  private remove(entry: Entry, reason: unknown): void {
    const queue = this.queues.get(entry.owner);
    const index = queue?.indexOf(entry) ?? -1;
    if (!queue || index < 0) {
      return;
    }
    queue.splice(index, 1);
    if (queue.length === 0) {
      this.queues.delete(entry.owner);
      this.forgetIfIdle(entry.owner);
    }
    entry.reject(reason);
  }

  /**
   * The next user in turn whose first task `fits`: users with nothing running first, then the one
   * served longest ago (a user new to the queue before everyone).
   */
  private pick(fits: (entry: Entry) => boolean): Entry | undefined {
    let best: { owner: string; busy: boolean; served: number } | undefined;
    for (const [owner, queue] of this.queues) {
      const head = queue[0];
      if (head === undefined || !fits(head)) {
        continue;
      }
      const candidate = { owner, busy: (this.running.get(owner) ?? 0) > 0, served: this.served.get(owner) ?? -1 };
      if (!best || (best.busy && !candidate.busy) || (best.busy === candidate.busy && candidate.served < best.served)) {
        best = candidate;
      }
    }
    if (!best) {
      return undefined;
    }
    const queue = this.queues.get(best.owner) ?? [];
    const entry = queue.shift();
    if (queue.length === 0) {
      this.queues.delete(best.owner);
    }
    this.sequence += 1;
    this.served.set(best.owner, this.sequence);
    return entry;
  }

  private pump(): void {
    for (;;) {
      const freeGeneral = this.freeLanes(0, this.general);
      const freeExpress = this.freeLanes(this.general, this.busy.length);
      let entry: Entry | undefined;
      if (freeGeneral.length > 0) {
        entry = this.pick(() => true);
      }
      if (!entry && freeExpress.length > 0) {
        entry = this.pick((candidate) => candidate.small);
      }
      if (!entry) {
        return;
      }
      const allowed = entry.small ? [...freeGeneral, ...freeExpress] : freeGeneral;
      // `allowed` is never empty: the entry was picked because a lane it may use is free.
      const lane = entry.lane !== undefined && allowed.includes(entry.lane) ? entry.lane : (allowed[0] ?? 0);
      this.start(entry, lane);
    }
  }

  private freeLanes(from: number, to: number): number[] {
    const lanes: number[] = [];
    for (let lane = from; lane < to; lane += 1) {
      if (!this.busy[lane]) {
        lanes.push(lane);
      }
    }
    return lanes;
  }

  private start(entry: Entry, lane: number): void {
    if (entry.cancel && entry.onCancel) {
      entry.cancel.removeEventListener("abort", entry.onCancel);
    }
    this.adjust(lane, entry.owner, 1);
    let work: Promise<unknown>;
    try {
      work = entry.start(lane);
    } catch (error) {
      work = Promise.reject(error);
    }
    work.then(entry.resolve, entry.reject).finally(() => {
      this.adjust(lane, entry.owner, -1);
      this.pump();
    });
  }

  private adjust(lane: number, owner: string, delta: number): void {
    this.busy[lane] = delta > 0;
    const running = (this.running.get(owner) ?? 0) + delta;
    if (running > 0) {
      this.running.set(owner, running);
    } else {
      this.running.delete(owner);
      this.forgetIfIdle(owner);
    }
  }

  /** A user with nothing queued or running leaves the turn order (and the maps stay as small as the live work). */
  private forgetIfIdle(owner: string): void {
    if (!this.queues.has(owner) && !this.running.has(owner)) {
      this.served.delete(owner);
    }
  }
}
