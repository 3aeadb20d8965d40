// `npm run addin:validate [-- [--any-id] file.xml …]`: checks the add-in manifest (manifest.xml by
// default) offline against our XSD subset with xmllint-wasm, then with our lint (every URL https,
// AppDomains origin-only, one origin, ids unchanged, element order, resources, icon files).
// --any-id accepts another add-in Id (a deployment manifest written with --new-id). Exit 1 on any problem.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { missingIconFiles } from "./icon-files";
import { checkManifest, formatReport, isClean } from "./manifest-validation";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const { values, positionals } = parseArgs({ options: { "any-id": { type: "boolean", default: false } }, allowPositionals: true });
const files = positionals.length > 0 ? positionals : [path.join(repoRoot, "manifest.xml")];

let failed = false;
for (const file of files) {
  if (!existsSync(file)) {
    console.log(`${file}: no such file`);
    failed = true;
    continue;
  }
  const xml = readFileSync(file, "utf8");
  const report = await checkManifest(xml, { fileName: path.basename(file), expectedIds: values["any-id"] ? null : undefined });
  report.lint.push(...missingIconFiles(xml, repoRoot));
  failed ||= !isClean(report);
  for (const line of formatReport(path.relative(process.cwd(), file) || file, report)) {
    console.log(line);
  }
}
process.exit(failed ? 1 : 0);
