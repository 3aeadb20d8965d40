import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const NODE_BUILTINS = ["fs", "path", "os", "crypto", "child_process", "http", "https", "net", "stream", "url", "util", "worker_threads"];

const FRONT_END_FORBIDDEN = ["@wordloom/server*", "**/server/**"];
const FRONT_END_MESSAGE = "Front ends talk to the server only through the shared typed client.";

/** The web app's infrastructure folders, which anything may import; every other folder in webapp/src is a feature. */
const WEBAPP_INFRASTRUCTURE = ["api", "app", "shell", "test", "ui"];
const WEBAPP_FEATURES = readdirSync(new URL("./webapp/src/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WEBAPP_INFRASTRUCTURE.includes(entry.name))
  .map((entry) => entry.name);

/** Package boundaries (ARCHITECTURE.md): shared imports nothing from server, webapp or addin; front ends never import server. */
const forbid = (patterns, message) => ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "server/src/db/migrations/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      curly: ["error", "all"],
      eqeqeq: ["error", "always"],
      "no-console": ["error", { allow: ["warn", "error"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "error",
    },
  },
  {
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": forbid(
        [
          "@wordloom/server*",
          "@wordloom/webapp*",
          "@wordloom/addin*",
          "**/server/**",
          "**/webapp/**",
          "**/addin/**",
          "node:*",
          ...NODE_BUILTINS,
        ],
        "shared/ runs in Node, browsers and Office's webview: it imports nothing from server, webapp or addin, and no Node built-ins.",
      ),
    },
  },
  {
    files: ["webapp/**/*.{ts,tsx,js}", "addin/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-imports": forbid(FRONT_END_FORBIDDEN, FRONT_END_MESSAGE),
    },
  },
  {
    // Web app features (webapp/src/app/features.ts) reach each other only through a public entry:
    // "../<feature>" (its index.ts) or "../<feature>/public/<Name>". Rules for one key do not merge
    // across blocks, so this block repeats the front-end rule above.
    files: ["webapp/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...FRONT_END_FORBIDDEN.map((group) => ({ group: [group], message: FRONT_END_MESSAGE })),
            {
              regex: `^(\\.\\./)+(${WEBAPP_FEATURES.join("|")})/(?!public/[^/]+$)`,
              message:
                "Import another web app feature only through its public entry: '../<feature>' (index.ts) or '../<feature>/public/<Name>'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser scripts the server runs in a page with page.evaluate (fit-pages.page.js): plain global
    // scripts, not modules; "/* exported name */" tells no-unused-vars who calls their function.
    files: ["server/**/*.page.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    // Server layers (ARCHITECTURE.md): services, jobs, policies and adapters stay free of HTTP, so a
    // job, a script or another domain can call them. Only route files, HTTP glue and module files
    // speak Fastify or use src/http/.
    files: [
      "server/src/domains/**/*.ts",
      "server/src/integrations/**/*.ts",
      "server/src/policies/**/*.ts",
      "server/src/events/**/*.ts",
      "server/src/jobs/**/*.ts",
    ],
    ignores: ["**/*.routes.ts", "**/*.http.ts", "**/*.module.ts", "**/*.test.ts", "server/src/domains/domain-module.ts"],
    rules: {
      "no-restricted-imports": forbid(
        ["**/http/*", "fastify", "@fastify/*"],
        "Services, jobs, policies and adapters never import HTTP: move request handling into a *.routes.ts or *.http.ts file.",
      ),
    },
  },
  {
    files: ["scripts/**/*.{ts,mjs,js}"],
    rules: { "no-console": "off" },
  },
);
