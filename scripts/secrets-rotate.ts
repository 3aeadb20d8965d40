// `npm run secrets:rotate`: re-seals every linked account's tokens with the key of the current
// APP_SECRET. To change the secret: set the new APP_SECRET, put the old one in
// APP_SECRET_PREVIOUS, run this once, then drop APP_SECRET_PREVIOUS.
import { resolveAppSecret } from "../server/src/app-secret";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { rotateSealedTokens } from "../server/src/domains/social-accounts/rotate-secrets";
import { createTokenCipher } from "../server/src/domains/social-accounts/token-cipher";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 2 });
try {
  await database.migrate();
  const cipher = createTokenCipher(resolveAppSecret(config), config.previousAppSecrets);
  const counts = await rotateSealedTokens(database.db, cipher);
  console.log(
    `Re-sealed with key ${cipher.keyId}: ${counts.accounts} accounts, ${counts.targets} targets, ${counts.states} pending links.`,
  );
  if (counts.unreadable > 0) {
    console.error(
      `${counts.unreadable} sealed values open with no key of APP_SECRET or APP_SECRET_PREVIOUS and were left as they are: add the secret they were sealed with to APP_SECRET_PREVIOUS and run this again.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
