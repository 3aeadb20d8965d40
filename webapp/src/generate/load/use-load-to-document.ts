import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ensureFeatureAvailable } from "../../account/feature-gate";
import { api } from "../../api/client";
import { errorMessage, limitedFeature } from "../../api/errors";
import { useSession } from "../../api/session";
import { useSelectedBrandVoiceId } from "../../brand-voice/selected-brand-voice";
import { DOCUMENTS_QUERY_KEY } from "../../documents/use-documents";
import { rememberLastDocument } from "../../editor/page/last-document";
import { appPath } from "../../shell/paths";
import { useNotify } from "../../ui/toasts";
import { titleFromText } from "./document-title";
import { textToPages } from "./text-to-pages";

export const BRAND_VOICE_NOT_SET = "The document was created, but its brand voice could not be set.";

/** Where generated text goes: a new document, or over the current one. */
export type LoadTarget = { mode: "new" } | { mode: "replace"; documentId: string };

export interface LoadRequest {
  text: string;
  /** The title when the text has no heading or sentence to take one from ("Blog", "Memoir"…). */
  fallbackTitle: string;
  /** A title chosen already (Voice Create's "set title"); otherwise one is taken from the text. */
  title?: string;
  target: LoadTarget;
}

/**
 * Writes generated text into a document through the documents API and opens it in the editor:
 * a new document (after the DocumentCreation quota check) with the text's pages and a title from
 * its headline, or the current document's pages replaced. A new document gets the brand voice
 * chosen in the panes' selector.
 */
export const useLoadToDocument = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const brandVoiceId = useSelectedBrandVoiceId();
  return useMutation({
    mutationFn: async ({ text, fallbackTitle, title, target }: LoadRequest): Promise<string | null> => {
      const pages = textToPages(text);
      if (target.mode === "replace") {
        await api.replacePages({ params: { id: target.documentId }, body: { pages } });
        return target.documentId;
      }
      if (!(await ensureFeatureAvailable("DocumentCreation"))) {
        return null;
      }
      const created = await api.createDocument({ body: { title: title?.trim() || titleFromText(text, fallbackTitle), pages } });
      if (brandVoiceId) {
        // The document exists either way; a voice that could not be attached is worth a warning, not a failure.
        await api.setDocumentBrandVoice({ params: { id: created.id }, body: { brandVoiceId } }).catch(() => notify(BRAND_VOICE_NOT_SET, "warning"));
      }
      return created.id;
    },
    onSuccess: async (documentId) => {
      if (!documentId || !session) {
        return;
      }
      rememberLastDocument(session.user.id, documentId);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      navigate(appPath(session.user.selectedProduct, ""));
    },
    onError: (error) => {
      if (!limitedFeature(error)) {
        notify(errorMessage(error), "error");
      }
    },
  });
};
