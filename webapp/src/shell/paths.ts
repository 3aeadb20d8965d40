import type { Product } from "@wordloom/shared/rules";

/** App routes sit under the product prefix: /writing/app/list (spec document 1 §2). */
export const appPath = (product: Product, subPath = "list") => `/${product}/app${subPath ? `/${subPath}` : ""}`;

export const LAST_DOCUMENT_KEY = "wordloom.lastDocumentId";
