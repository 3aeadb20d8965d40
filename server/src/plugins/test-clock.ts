import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { z } from "zod";
import type { OffsetClock } from "../clock";

const AdvanceBodySchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60 * 1000),
});

/**
 * Test-only (TEST_CLOCK_CONTROL=true): `POST /_test/clock { advanceMs }` moves the server's clock
 * forward and every job still waiting in the queue with it, so a job due at the new "now" runs now
 * (the queue compares against the database's own clock). `GET /_test/clock` answers the server's
 * time. End-to-end tests use it to make a post due without waiting; production never registers it.
 */
export const registerTestClock = (app: FastifyInstance, clock: OffsetClock, boss: PgBoss, schema: string): void => {
  app.log.warn("TEST_CLOCK_CONTROL is on: POST /_test/clock moves this server's time (for tests only)");
  app.get("/_test/clock", async () => ({ now: clock.now().toISOString() }));
  app.post("/_test/clock", async (request, reply) => {
    const parsed = AdvanceBodySchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: { code: "VALIDATION", message: "advanceMs must be a whole number of milliseconds ≥ 0" } });
    }
    const { advanceMs } = parsed.data;
    clock.advance(advanceMs);
    await boss.getDb().executeSql(
      `update ${schema}.job set start_after = greatest(now(), start_after - make_interval(secs => $1::double precision / 1000))
         where state in ('created', 'retry') and start_after > now()`,
      [advanceMs],
    );
    return { now: clock.now().toISOString() };
  });
};
