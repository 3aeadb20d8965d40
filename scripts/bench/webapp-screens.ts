import type { ScreenSpec } from "./bundle";

/** The most gzipped JavaScript a screen may load before it shows (issue 21: ≤ 200 KB). */
export const INITIAL_JS_BUDGET = 200 * 1024;

/**
 * What each screen loads lazily before it can show, outermost route first (webapp/src/app/router.tsx
 * and the feature route files), and its budget of initial JavaScript. Neither needs the typed
 * client's chunk (the contract and zod, webapp/src/api/typed-client.ts): JSON calls go by their
 * routes (webapp/src/api/client.ts); only streams and downloads load it.
 */
export const WEBAPP_SCREENS: (ScreenSpec & { budgetGzipBytes: number })[] = [
  { label: "sign-in (/auth)", path: "/auth", lazyModules: ["src/auth/AuthPage.tsx"], budgetGzipBytes: INITIAL_JS_BUDGET },
  {
    label: "documents home (/writing/app/list)",
    path: "/writing/app/list",
    lazyModules: ["src/shell/AppLayout.tsx", "src/documents/DocumentsHome.tsx"],
    budgetGzipBytes: INITIAL_JS_BUDGET,
  },
];
