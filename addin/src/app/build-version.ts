declare const __WORDLOOM_ADDIN_VERSION__: string | undefined;

/** The version this pane was built as (Vite defines it; tests and dev servers see "dev"). */
export const BUILD_VERSION: string = typeof __WORDLOOM_ADDIN_VERSION__ === "string" ? __WORDLOOM_ADDIN_VERSION__ : "dev";
