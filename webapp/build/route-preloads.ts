import type { Plugin, Rollup } from "vite";

/** The modules a signed-in screen needs before it shows, by the name public/campaign-early-requests.js asks for. */
const ROUTE_MODULES: Record<string, readonly string[]> = {
  campaign: ["src/shell/AppLayout.tsx", "src/campaigns/CampaignPage.tsx"],
};

/** The element index.html gets: a JSON data block (never executed, so the CSP's script-src does not apply). */
const ROUTE_PRELOADS_ID = "wordloom-route-preloads";
/** public/campaign-early-requests.js: a plain same-origin script (the CSP allows no inline one). */
const EARLY_SCRIPT = "/campaign-early-requests.js";

type Chunk = Rollup.OutputChunk;

const isChunk = (output: Rollup.OutputChunk | Rollup.OutputAsset): output is Chunk => output.type === "chunk";

/**
 * Writes into the built index.html, per screen, the chunks its code is made of (the chunk holding
 * each module and everything it imports statically, less the entry), then the early script that
 * preloads them and starts the screen's first requests. The router asks for a lazy screen only once
 * the entry chunk has run; this way its code and data load with the HTML. Build only: the dev
 * server's modules have no chunks, and the app then asks for everything itself, as before.
 */
export const routePreloads = (): Plugin => ({
  name: "wordloom-route-preloads",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) => {
      const bundle = context.bundle;
      if (!bundle) {
        return [];
      }
      const chunks = Object.values(bundle).filter(isChunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = context.chunk?.fileName;
      const closure = (start: Chunk, into: Set<string>) => {
        if (into.has(start.fileName) || start.fileName === entry) {
          return;
        }
        into.add(start.fileName);
        for (const file of start.imports) {
          const imported = byFile.get(file);
          if (imported) {
            closure(imported, into);
          }
        }
      };
      const preloads = Object.fromEntries(
        Object.entries(ROUTE_MODULES).map(([route, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith(`/${module}`)));
            if (!holder) {
              throw new Error(`route-preloads: no chunk holds ${module}`);
            }
            closure(holder, files);
          }
          return [route, [...files].map((file) => `/${file}`)];
        }),
      );
      // The list first, then the script that reads it while the page is parsed.
      return [
        { tag: "script", attrs: { type: "application/json", id: ROUTE_PRELOADS_ID }, children: JSON.stringify(preloads), injectTo: "head" },
        { tag: "script", attrs: { src: EARLY_SCRIPT }, injectTo: "head" },
      ];
    },
  },
});
