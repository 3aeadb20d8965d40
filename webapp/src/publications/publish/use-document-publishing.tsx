import { useState, type ReactNode } from "react";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { lazyDialog } from "../../ui/lazy-dialog";
import { useVisibility } from "./use-visibility";

const confirmDialog = lazyDialog(
  () => import("../../ui/ConfirmDialog"),
  (module) => module.ConfirmDialog,
  (props) => props.open,
);
const sharePanel = lazyDialog(
  () => import("./SharePanel"),
  (module) => module.SharePanel,
  (props) => props.documentId !== null,
);

interface DocumentPublishingOptions {
  product: Product;
  hasScreenName: boolean;
  /** The open document's pages now, for the e-mail share (the list has none: no panel there). */
  getPages?: () => readonly Page[];
}

/**
 * Publishing from a screen (the editor, the documents list): Make Public / Make Private with the
 * question and messages of spec document 2 §4, and the preview and share panel. Put `element`
 * into the screen; the panel's code loads when it first opens.
 */
export const useDocumentPublishing = ({ product, hasScreenName, getPages }: DocumentPublishingOptions) => {
  const visibility = useVisibility({ product, hasScreenName });
  const [panelFor, setPanelFor] = useState<string | null>(null);
  const element: ReactNode = (
    <>
      <confirmDialog.Component
        open={visibility.confirming !== null}
        title="Make public"
        message={PUBLISHING_MESSAGES.confirmMakePublic}
        confirmLabel="Okay"
        onConfirm={visibility.confirm}
        onCancel={visibility.cancel}
      />
      {getPages ? (
        <sharePanel.Component
          documentId={panelFor}
          getPages={getPages}
          visibilityPending={panelFor !== null && visibility.pendingId === panelFor}
          onRequestVisibility={(next) => panelFor && visibility.request(panelFor, next)}
          onClose={() => setPanelFor(null)}
        />
      ) : null}
    </>
  );
  return {
    requestVisibility: visibility.request,
    pendingId: visibility.pendingId,
    openPanel: (documentId: string) => setPanelFor(documentId),
    preload: () => Promise.all([confirmDialog.preload(), sharePanel.preload()]),
    element,
  };
};
