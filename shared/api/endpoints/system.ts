import { z } from "zod";
import { endpoint } from "../contract";

export const systemEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    summary: "Liveness and the database in use",
    tag: "system",
    auth: "none",
    response: z.object({ ok: z.literal(true), db: z.enum(["pglite", "postgres"]) }),
    errors: [],
  }),
};
