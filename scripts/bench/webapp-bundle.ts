// `npm run analyze:webapp`: what each screen's initial JavaScript is made of, by package (or web app
// folder), measured with source-map-explorer on the built chunks' source maps (raw bytes before
// gzip; the bench's figures are gzipped). Use it to find what a screen loads that it does not need.
//
// Environment: BENCH_SKIP_BUILD=1 analyses the existing webapp/dist; ANALYZE_TOP (default 25) rows per screen.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { explore } from "source-map-explorer";
import { buildWebapp } from "../webapp-build.mjs";
import { kb, readManifest, screenJs } from "./bundle";
import { intFromEnv } from "./run-support";
import { WEBAPP_SCREENS } from "./webapp-screens";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const distDir = path.join(repoRoot, "webapp", "dist");
const top = intFromEnv("ANALYZE_TOP", 25, 1);

/** A source file's group: its npm package, else its folder under webapp/src or shared. */
const groupOf = (source: string): string => {
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch?.[1]) {
    return packageMatch[1];
  }
  const local = /(webapp\/src|shared)\/([^/]+)/.exec(source);
  return local ? `${local[1]}/${local[2]}` : source;
};

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building the web app…");
  buildWebapp(repoRoot, { quiet: true });
}
const manifest = readManifest(distDir);
for (const screen of WEBAPP_SCREENS) {
  const js = screenJs(distDir, manifest, screen);
  const files = js.chunks.map((chunk) => path.join(distDir, chunk.file));
  const result = await explore(files, { output: { format: "json" }, noBorderChecks: true });
  const groups = new Map<string, number>();
  for (const bundle of result.bundles) {
    for (const [source, data] of Object.entries(bundle.files)) {
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? 0) + data.size);
    }
  }
  console.log(`\n${screen.label}: ${kb(js.gzipBytes)} gzipped (budget ${kb(screen.budgetGzipBytes)}), by source (raw):`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${kb(bytes).padStart(10)}  ${group}`);
  }
}
