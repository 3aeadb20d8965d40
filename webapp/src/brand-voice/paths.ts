import type { Product } from "@wordloom/shared/rules";
import { appPath } from "../shell/paths";

/** The brand voice screens, under /:product/app. */
export const brandVoicesPath = (product: Product) => appPath(product, "brand-voices");
export const newBrandVoicePath = (product: Product) => appPath(product, "brand-voices/new");
export const brandVoicePath = (product: Product, id: string) => appPath(product, `brand-voices/${id}`);
