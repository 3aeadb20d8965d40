import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";

const config = loadConfig();
const { app, ctx } = await buildApp({ config });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) {
    app.log.error({ err }, "shutting down after an error");
  } else {
    app.log.info({ signal }, "shutting down");
  }
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const scheme = config.https ? "https" : "http";
app.log.info({ db: ctx.dbKind, dataDir: config.dataDir }, `Wordloom is running on ${scheme}://localhost:${config.port}`);
