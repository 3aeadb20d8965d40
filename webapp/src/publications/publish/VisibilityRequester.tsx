import { useEffect, useRef } from "react";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Product } from "@wordloom/shared/rules";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useVisibility } from "./use-visibility";

export interface VisibilityRequest {
  documentId: string;
  visibility: "public" | "private";
  /** A new number for each request, so asking twice for the same document runs twice. */
  key: number;
}

interface VisibilityRequesterProps {
  request: VisibilityRequest | null;
  product: Product;
  hasScreenName: boolean;
  onPendingChange: (documentId: string | null) => void;
}

/**
 * Make Public / Make Private for a screen that loads publishing only when first asked (the
 * documents list): runs each request through the question and messages of spec document 2 §4.
 */
export const VisibilityRequester = ({ request, product, hasScreenName, onPendingChange }: VisibilityRequesterProps) => {
  const visibility = useVisibility({ product, hasScreenName });
  const handled = useRef<number | null>(null);
  const { request: ask, pendingId } = visibility;
  useEffect(() => {
    if (request && handled.current !== request.key) {
      handled.current = request.key;
      ask(request.documentId, request.visibility);
    }
  }, [request, ask]);
  useEffect(() => onPendingChange(pendingId), [pendingId, onPendingChange]);
  return (
    <ConfirmDialog
      open={visibility.confirming !== null}
      title="Make public"
      message={PUBLISHING_MESSAGES.confirmMakePublic}
      confirmLabel="Okay"
      onConfirm={visibility.confirm}
      onCancel={visibility.cancel}
    />
  );
};
