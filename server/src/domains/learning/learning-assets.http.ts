import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** The learning illustrations (server/assets/learning): card images and exercise pictures, drawn for Wordloom. */
export const LEARNING_ASSETS_DIR = fileURLToPath(new URL("../../../assets/learning/", import.meta.url));

/** Serves /learning/cards/<name>.svg and /learning/pictures/<name>.svg, nothing else. */
export const registerLearningAssets = (app: FastifyInstance): void => {
  void app.register(fastifyStatic, {
    root: LEARNING_ASSETS_DIR,
    prefix: "/learning/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
    allowedPath: (pathName) => /^\/(cards|pictures)\/[a-z0-9-]+\.svg$/.test(pathName),
  });
};
