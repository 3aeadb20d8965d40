import { createSessionRefresher } from "@wordloom/shared/api";
import { sessionStore } from "./session";

/** The shared refresher (its client holds the contract: session.ts loads this module on the first refresh). */
export const webRefresher = createSessionRefresher({ storage: sessionStore, fetch: (input, init) => globalThis.fetch(input, init) });
