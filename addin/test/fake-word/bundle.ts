import { fileURLToPath } from "node:url";
import { build } from "vite";

/** Where Office.js is loaded from (addin/taskpane.html); tests and the benchmark answer this URL with the fake host. */
export const OFFICE_JS_URL = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

let bundled: Promise<string> | null = null;

/** The fake Word host (browser.ts) as one classic script, built once per process. */
export const fakeWordScript = (): Promise<string> => {
  bundled ??= (async () => {
    const entry = fileURLToPath(new URL("./browser.ts", import.meta.url));
    const result = await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: false,
        target: "es2022",
        lib: { entry, formats: ["iife"], name: "WordloomFakeWord", fileName: () => "fake-word.js" },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const output of outputs) {
      if ("output" in output) {
        const chunk = output.output.find((item) => item.type === "chunk");
        if (chunk && chunk.type === "chunk") {
          return chunk.code;
        }
      }
    }
    throw new Error("building the fake Word host produced no script");
  })();
  return bundled;
};
