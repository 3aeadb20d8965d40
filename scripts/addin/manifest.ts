// `npm run addin:manifest -- --origin https://host[:port] [--out file] [--new-id] [--display-name "Name"]`
// writes the add-in manifest for a deployment: manifest.xml with every URL and the pane's AppDomain
// moved to that origin (an XML-aware edit), the Id kept unless --new-id (a separate add-in, e.g.
// staging next to production) and the display name changed with --display-name; both of those go
// through office-addin-manifest's modify. The result is validated like manifest.xml (schema + lint)
// before it is written; without --out it goes to standard output.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { OfficeAddinManifest } from "office-addin-manifest";
import { checkManifest, formatReport, isClean } from "./manifest-validation";
import { parseDeploymentOrigin, retargetManifest } from "./retarget-manifest";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const { values } = parseArgs({
  options: {
    origin: { type: "string" },
    out: { type: "string" },
    "new-id": { type: "boolean", default: false },
    "display-name": { type: "string" },
  },
});

/** office-addin-manifest edits files in place, so the Id and display name are changed on a copy. */
const modifiedCopy = async (source: string, newId: boolean, displayName: string | undefined): Promise<string> => {
  if (!newId && displayName === undefined) {
    return readFileSync(source, "utf8");
  }
  const folder = mkdtempSync(path.join(tmpdir(), "wordloom-manifest-"));
  try {
    const copy = path.join(folder, "manifest.xml");
    writeFileSync(copy, readFileSync(source));
    await OfficeAddinManifest.modifyManifestFile(copy, newId ? "random" : undefined, displayName);
    return readFileSync(copy, "utf8");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const main = async (): Promise<number> => {
  if (!values.origin) {
    console.error('usage: npm run addin:manifest -- --origin https://host[:port] [--out file] [--new-id] [--display-name "Name"]');
    return 2;
  }
  const origin = parseDeploymentOrigin(values.origin);
  const modified = await modifiedCopy(path.join(repoRoot, "manifest.xml"), values["new-id"], values["display-name"]);
  const manifest = retargetManifest(modified, origin);
  const report = await checkManifest(manifest, { expectedIds: values["new-id"] ? null : undefined });
  if (!isClean(report)) {
    formatReport(`manifest for ${origin}`, report).forEach((line) => console.error(line));
    return 1;
  }
  if (!values.out) {
    process.stdout.write(manifest);
    return 0;
  }
  writeFileSync(values.out, manifest);
  console.error(`wrote ${values.out}: the add-in on ${origin} (pane ${origin}/addin/taskpane.html); sideload or upload this file.`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
