import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentDetail } from "@wordloom/shared/model";
import { useNavigate } from "react-router";
import { ensureFeatureAvailable } from "../../account/public/feature-usage";
import { api } from "../../api/client";
import { errorMessage, limitedFeature } from "../../api/errors";
import { useSession } from "../../api/session";
import { useSelectedBrandVoiceId } from "../../brand-voice";
import { documentKeys } from "../../documents";
import { rememberLastDocument } from "../../editor";
import { appPath } from "../../shell/paths";
import { useNotify } from "../../ui/toasts";
import { useGenerationHost } from "../generation-host";
import { titleFromText } from "./document-title";
import { textToPages } from "./text-to-pages";

const BRAND_VOICE_NOT_SET = "The document was created, but its brand voice could not be set.";

/** Where generated text goes: a new document, or over the current one. */
export type LoadTarget = { mode: "new" } | { mode: "replace"; documentId: string };

interface LoadRequest {
  text: string;
  /** The title when the text has no heading or sentence to take one from ("Blog", "Memoir"…). */
  fallbackTitle: string;
  /** A title chosen already (Voice Create's "set title"); otherwise one is taken from the text. */
  title?: string;
  target: LoadTarget;
}

/** The document the text went to, when it was created (then it is opened). */
type Loaded = { id: string; created: DocumentDetail | null } | null;

/**
 * Writes generated text into a document through the documents API and opens it in the editor:
 * a new document (after the DocumentCreation quota check) with the text's pages and a title from
 * its headline, or the current document's pages replaced. A new document gets the brand voice
 * chosen in the panes' selector, and the host's category (the Word add-in's default).
 *
 * In the editor's pane (a host with an open document) the open document's content is replaced in
 * the editor itself (so the change saves, and undoes, like typing), and a new document opens in
 * the editor without leaving the page.
 */
export const useLoadToDocument = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const brandVoiceId = useSelectedBrandVoiceId();
  const { defaults, openDocument } = useGenerationHost();
  return useMutation({
    mutationFn: async ({ text, fallbackTitle, title, target }: LoadRequest): Promise<Loaded> => {
      const pages = textToPages(text);
      if (target.mode === "replace" && openDocument?.documentId === target.documentId) {
        openDocument.replacePages(pages);
        return null;
      }
      if (target.mode === "replace") {
        await api.replacePages({ params: { id: target.documentId }, body: { pages } });
        return { id: target.documentId, created: null };
      }
      if (!(await ensureFeatureAvailable("DocumentCreation"))) {
        return null;
      }
      const created = await api.createDocument({
        body: {
          title: title?.trim() || titleFromText(text, fallbackTitle),
          pages,
          ...(defaults.category ? { category: defaults.category } : {}),
        },
      });
      if (brandVoiceId) {
        // The document exists either way; a voice that could not be attached is worth a warning, not a failure.
        await api
          .setDocumentBrandVoice({ params: { id: created.id }, body: { brandVoiceId } })
          .catch(() => notify(BRAND_VOICE_NOT_SET, "warning"));
      }
      return { id: created.id, created };
    },
    onSuccess: async (loaded) => {
      if (!loaded || !session) {
        return;
      }
      rememberLastDocument(session.user.id, loaded.id);
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      if (openDocument && loaded.created) {
        openDocument.openDocument(loaded.created);
        return;
      }
      navigate(appPath(session.user.selectedProduct, ""));
    },
    onError: (error) => {
      if (!limitedFeature(error)) {
        notify(errorMessage(error), "error");
      }
    },
  });
};
