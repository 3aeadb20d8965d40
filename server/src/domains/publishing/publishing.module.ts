import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { defineDomain } from "../domain-module";
import "./publishing.events";
import { publicPageRoutes } from "./pages/pages.routes";
import { publishingRoutes } from "./publishing.routes";
import { ReadCounter } from "./read-counter";
import { BackgroundWork } from "./rate-publication";
import { SearchCache } from "./search-cache";

const routes = (app: FastifyInstance, ctx: AppContext) => {
  const reads = new ReadCounter(ctx.db);
  const background = new BackgroundWork();
  const searches = new SearchCache();
  // A document made public must show in search at once; one made private already leaves at once (its summary is read fresh).
  ctx.events.on("publication.published", async () => searches.clear());
  app.addHook("onClose", async () => {
    await background.settle();
    await reads.flush();
  });
  publishingRoutes(app, ctx, reads, background, searches);
  publicPageRoutes(app, ctx, reads, searches);
};

/** Public publishing: the author's publishing calls, the readers' API, and the server-rendered public pages, feeds and sitemap. */
export const publishingDomain = defineDomain({ name: "publishing", routes });
