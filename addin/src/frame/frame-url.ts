import type { Product } from "@wordloom/shared/rules";

/** The web app's add-in route, under the user's product prefix (spec document 1 §2: app/msword). */
export const msWordPath = (product: Product): string => `/${product}/app/msword`;
