// The pane ↔ web app bridge lives in shared/bridge (browser-safe, no Office.js). Re-exported by
// path until shared/package.json exports "./bridge" (then: "@wordloom/shared/bridge").
export * from "../../../shared/bridge";
