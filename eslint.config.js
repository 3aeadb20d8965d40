import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const NODE_BUILTINS = ["fs", "path", "os", "crypto", "child_process", "http", "https", "net", "stream", "url", "util", "worker_threads"];

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
        ["@wordloom/server*", "@wordloom/webapp*", "@wordloom/addin*", "**/server/**", "**/webapp/**", "**/addin/**", "node:*", ...NODE_BUILTINS],
        "shared/ runs in Node, browsers and Office's webview: it imports nothing from server, webapp or addin, and no Node built-ins.",
      ),
    },
  },
  {
    files: ["webapp/**/*.{ts,tsx,js}", "addin/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-imports": forbid(["@wordloom/server*", "**/server/**"], "Front ends talk to the server only through the shared typed client."),
    },
  },
  {
    files: ["scripts/**/*.{ts,mjs,js}"],
    rules: { "no-console": "off" },
  },
);
