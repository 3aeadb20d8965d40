import type { FastifyInstance } from "fastify";
import { ImportPool } from "./import-pool";

const pools = new WeakMap<FastifyInstance, ImportPool>();

/**
 * The app's one pool of parser threads for uploaded files, shared by the document import and the
 * admin's reference-work uploads, and closed with the app.
 */
export const importPoolFor = (app: FastifyInstance): ImportPool => {
  const existing = pools.get(app);
  if (existing) {
    return existing;
  }
  const pool = new ImportPool();
  pools.set(app, pool);
  app.addHook("onClose", () => pool.close());
  return pool;
};
