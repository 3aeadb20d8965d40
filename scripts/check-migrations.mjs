// Fails when the drizzle schema and the committed migrations disagree: generating migrations must
// produce nothing new, and drizzle-kit's own consistency check must pass.
import { execFileSync } from "node:child_process";

const run = (command, args) => execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const migrations = "server/src/db/migrations";
const status = () => run("git", ["status", "--porcelain", "--untracked-files=all", "--", migrations]);

const before = status();
if (before.trim()) {
  console.error(`Uncommitted changes in ${migrations} before the check:\n${before}`);
  process.exit(1);
}
run("npx", ["drizzle-kit", "check", "--config", "server/drizzle.config.ts"]);
run("npx", ["drizzle-kit", "generate", "--config", "server/drizzle.config.ts"]);
const after = status();
if (after.trim()) {
  console.error(`The drizzle schema has changes without a migration. Run "npm run db:generate" and commit:\n${after}`);
  run("git", ["checkout", "--", migrations]);
  run("git", ["clean", "-fdq", "--", migrations]);
  process.exit(1);
}
console.log("Migrations match the schema.");

// A migration that has been committed may have run on someone's database: it is never edited,
// renamed or removed, only followed by a new one. Each committed migration must still read as in
// the commit that added it, and every one ever added must still be there.
const added = run("git", ["log", "--diff-filter=A", "--name-only", "--format=%H", "--", `${migrations}/*.sql`])
  .split("\n")
  .reduce(
    (files, line) => {
      if (/^[0-9a-f]{40}$/.test(line)) {
        files.commit = line;
      } else if (line.endsWith(".sql")) {
        files.list.push({ file: line, commit: files.commit });
      }
      return files;
    },
    { commit: "", list: [] },
  ).list;
const edited = [];
for (const { file, commit } of added) {
  const original = run("git", ["show", `${commit}:${file}`]);
  let current = null;
  try {
    current = run("git", ["show", `HEAD:${file}`]);
  } catch {
    current = null;
  }
  if (current !== original) {
    edited.push(`${file} (added in ${commit.slice(0, 10)}${current === null ? ", now missing" : ", since changed"})`);
  }
}
if (edited.length > 0) {
  console.error(`Committed migrations must not change; add a new migration instead:\n${edited.join("\n")}`);
  process.exit(1);
}
console.log(`${added.length} committed migrations unchanged since they were added.`);
