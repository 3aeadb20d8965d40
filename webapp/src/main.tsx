import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createRouter } from "./app/router";

const root = document.getElementById("root");
if (!root) {
  throw new Error("Missing #root element");
}
// Created before React's first render: the router matches the URL at once and starts the screen's
// code and data (route lazy and loader) while React renders the frame, not after it.
const router = createRouter();
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
