import { MessageBar, MessageBarBody } from "@fluentui/react-components";
import type { Page } from "@wordloom/shared/model";
import { ReadOnlyDocument } from "./ReadOnlyDocument";

/** Spec document 2 §4: what somebody who may not edit sees. */
export const EDITING_NOT_ALLOWED = "Editing Not Allowed!";

/**
 * The read-only document viewer, for those who may open a document but not edit it (neither its
 * owner nor its current editor). The route `app` itself is the editor (editor/page/EditorPage).
 */
export const DocumentViewer = ({ pages }: { pages: readonly Page[] }) => (
  <div>
    <MessageBar intent="info" style={{ maxWidth: 916, margin: "0 auto 16px" }}>
      <MessageBarBody>{EDITING_NOT_ALLOWED}</MessageBarBody>
    </MessageBar>
    <ReadOnlyDocument pages={pages} />
  </div>
);
