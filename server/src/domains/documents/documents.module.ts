import { defineDomain } from "../domain-module";
import { documentQueues, documentSchedules, startDocumentWorkers } from "./documents.jobs";
import { documentRoutes } from "./documents.routes";
import { exportRoutes } from "./export/export.routes";
import { importRoutes } from "./import/import.routes";
import "./documents.events";

/** Documents: CRUD, pages and block saves, trash and its purge, import and export. */
export const documentsDomain = defineDomain({
  name: "documents",
  routes: (app, ctx) => {
    documentRoutes(app, ctx);
    importRoutes(app, ctx);
    exportRoutes(app, ctx);
  },
  queues: documentQueues,
  schedules: documentSchedules,
  workers: startDocumentWorkers,
});
