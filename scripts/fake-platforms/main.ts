// `npm run fake-platforms`: the fake platform server on its own, for trying linking and publishing
// by hand. Point the product at it with PLATFORMS_BASE (printed below).
import { startFakePlatforms } from "./server";

const port = Number(process.env.FAKE_PLATFORMS_PORT ?? process.argv[2] ?? 4010);
const fake = await startFakePlatforms(port);
console.log(`Fake platforms on ${fake.baseUrl}`);
console.log(`Use: PLATFORMS_BASE=${fake.baseUrl} npm start   (every provider's client id/secret may be any value)`);
console.log(`See what was published: curl ${fake.baseUrl}/_posts`);
console.log(
  `Inject a failure: curl -X POST ${fake.baseUrl}/_faults -H 'content-type: application/json' -d '{"platform":"x","pathIncludes":"/2/tweets","mode":"respond","status":429,"headers":{"x-rate-limit-reset":"1900000000"}}'`,
);
const stop = () => void fake.close().finally(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
