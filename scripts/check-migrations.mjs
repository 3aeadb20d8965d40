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
