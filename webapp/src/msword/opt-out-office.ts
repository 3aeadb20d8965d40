/**
 * The framed route must never initialise Office.js: inside the pane's iframe Office.js sends a
 * page without host information to about:blank unless window.OsfOptOut is defined
 * (handbook addin.md §10). Imported first by the route's module.
 */
Object.assign(window, { OsfOptOut: true });
