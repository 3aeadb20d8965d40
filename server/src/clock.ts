/** The one source of time for time-dependent logic, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = "2026-01-15T12:00:00.000Z") {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }

  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60 * 1000);
  }

  set(date: Date | string): void {
    this.current = new Date(date);
  }
}

/**
 * The system's time moved by an offset that only grows: the clock a server started with
 * TEST_CLOCK_CONTROL=true runs on, so an end-to-end test can move the real server's time forward
 * (plugins/test-clock.ts) instead of waiting.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(milliseconds: number): void {
    this.offsetMs += Math.max(0, milliseconds);
  }
}

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
export const addDays = (date: Date, days: number): Date => addSeconds(date, days * 24 * 60 * 60);
