import { ApiError } from "@wordloom/shared/api";
import { countDocumentChars } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { lastDocumentCandidates } from "../../editor";

export interface CurrentDocument {
  id: string;
  title: string;
  version: number;
  hasContent: boolean;
}

/**
 * The document the editor would open (the last one this user opened), or null when there is none
 * or it is gone. Generated text goes there unless the user asks for a new one.
 */
export const findCurrentDocument = async (userId: string): Promise<CurrentDocument | null> => {
  const id = lastDocumentCandidates(userId)[0];
  if (!id) {
    return null;
  }
  try {
    const document = await api.getDocument({ params: { id } });
    if (document.deletedAt) {
      return null;
    }
    return { id: document.id, title: document.title, version: document.version, hasContent: countDocumentChars(document.pages) > 0 };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return null;
    }
    throw error;
  }
};
