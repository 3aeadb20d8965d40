// `npm run fake-platforms`: the fake platform server on its own, for trying linking and publishing
// by hand. Point the product at it with PLATFORMS_BASE (printed below).
import { startFakePlatforms } from "./server";

const port = Number(process.env.FAKE_PLATFORMS_PORT ?? process.argv[2] ?? 4010);
const fake = await startFakePlatforms(port);
console.log(`Fake platforms on ${fake.baseUrl}`);
console.log(`Use: PLATFORMS_BASE=${fake.baseUrl} npm start   (every provider's client id/secret may be any value)`);
// Token-linked platforms: keys to paste on the platforms screen (any other is refused as Medium or Pexels would).
const DEMO_MEDIUM_TOKEN = "fake-medium-integration-token-0123456789abcdef";
const DEMO_PEXELS_KEY = "fake-pexels-api-key-0123456789abcdefghijklmnopqrstuvwxyz0123";
fake.registerToken("medium", DEMO_MEDIUM_TOKEN);
fake.registerToken("pexels", DEMO_PEXELS_KEY);
console.log(`Medium integration token to paste: ${DEMO_MEDIUM_TOKEN}`);
console.log(`Pexels API key to paste: ${DEMO_PEXELS_KEY}`);
console.log(`See what was published: curl ${fake.baseUrl}/_posts`);
console.log(
  `Inject a failure: curl -X POST ${fake.baseUrl}/_faults -H 'content-type: application/json' -d '{"platform":"x","pathIncludes":"/2/tweets","mode":"respond","status":429,"headers":{"x-rate-limit-reset":"1900000000"}}'`,
);
const stop = () => void fake.close().finally(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
