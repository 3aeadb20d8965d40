import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves uploaded media from DATA_DIR/media at stable /media/ URLs. */
export const registerMedia = async (app: FastifyInstance, mediaDir: string) => {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: "365d",
    // Uploaded names are random; nothing else may be listed or served.
    allowedPath: (pathName) => /^\/[a-z]+\/[A-Za-z0-9_-]+\.(png|jpg|webp|gif)$/.test(pathName),
  });
};
