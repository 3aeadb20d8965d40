// Initial JavaScript per screen of the built web app, from Vite's build manifest
// (webapp/dist/.vite/manifest.json, written because build.manifest is on).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One entry of Vite's manifest: a chunk, keyed by its source path (relative to webapp/). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically (loaded with it). */
  imports?: string[];
  /** Keys of the chunks it may import later. */
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenSpec {
  label: string;
  path: string;
  /**
   * The modules the router loads lazily for this URL, outermost first (relative to webapp/). A
   * module that is not a chunk of its own (bundled statically) adds nothing.
   */
  lazyModules: string[];
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ScreenJs {
  label: string;
  path: string;
  /** The entry chunk, its static imports, then each lazy chunk and its static imports; each file once. */
  chunks: ChunkSize[];
  bytes: number;
  gzipBytes: number;
}

export const readManifest = (distDir: string): Manifest =>
  JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;

/** gzip at level 9, as a static-file server or CDN would store it. */
export const gzipSize = (content: Buffer): number => gzipSync(content, { level: 9 }).length;

const sizeCache = new Map<string, ChunkSize>();
export const chunkSize = (distDir: string, file: string): ChunkSize => {
  const key = path.join(distDir, file);
  let size = sizeCache.get(key);
  if (!size) {
    const content = readFileSync(key);
    size = { file, bytes: content.length, gzipBytes: gzipSize(content) };
    sizeCache.set(key, size);
  }
  return size;
};

/** The chunk and everything it imports statically, depth first, each key once. */
const withStaticImports = (manifest: Manifest, key: string, seen: Set<string>): string[] => {
  if (seen.has(key)) {
    return [];
  }
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`the build manifest has no chunk "${key}"`);
  }
  return [key, ...(chunk.imports ?? []).flatMap((imported) => withStaticImports(manifest, imported, seen))];
};

export const entryKey = (manifest: Manifest): string => {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [first] = entries;
  if (entries.length !== 1 || !first) {
    throw new Error(`expected one entry chunk in the build manifest, found ${entries.length}`);
  }
  return first[0];
};

/**
 * The chunk a lazily imported module ended up in: its own dynamic entry (keyed by its source path),
 * or, when other chunks also import it statically, a common chunk ("_Name-hash.js") that some chunk
 * imports dynamically. Undefined when the module was bundled statically into another chunk.
 */
export const lazyChunkKey = (manifest: Manifest, module: string): string | undefined => {
  if (manifest[module]) {
    return module;
  }
  const name = path.basename(module).replace(/\.[jt]sx?$/, "");
  const dynamicKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  return [...dynamicKeys].find((key) => key.startsWith("_") && manifest[key]?.name === name);
};

/** The JavaScript a cold load of the screen needs before it can render (manifest-based). */
export const screenJs = (distDir: string, manifest: Manifest, screen: ScreenSpec): ScreenJs => {
  const seen = new Set<string>();
  const keys = withStaticImports(manifest, entryKey(manifest), seen);
  for (const module of screen.lazyModules) {
    const key = lazyChunkKey(manifest, module);
    if (key) {
      keys.push(...withStaticImports(manifest, key, seen));
    }
  }
  const chunks = keys.map((key) => chunkSize(distDir, manifest[key]?.file ?? key)).filter((chunk) => chunk.file.endsWith(".js"));
  return {
    label: screen.label,
    path: screen.path,
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  };
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
