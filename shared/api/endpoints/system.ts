import { z } from "zod";
import { endpoint } from "../contract";

export const systemEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    summary: "Liveness, the database in use, and whether the check engines are loaded",
    tag: "system",
    auth: "none",
    response: z.object({
      ok: z.literal(true),
      db: z.enum(["pglite", "postgres"]),
      /**
       * The writing checks' threads: `lazy` (WARM_CHECKS off: each loads its engines on its first check),
       * `warming` (loading them at start-up) or `ready` (every thread loaded, checks answer at full speed).
       */
      checks: z.enum(["lazy", "warming", "ready"]),
    }),
    errors: [],
  }),
};
