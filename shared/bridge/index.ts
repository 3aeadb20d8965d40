export * from "./protocol";
export * from "./origin-allow-list";
export * from "./endpoint";
export * from "./pane-bridge";
export * from "./frame-bridge";
export * from "./app-info";
export * from "./dialog-message";
