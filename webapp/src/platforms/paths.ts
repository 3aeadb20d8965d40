import type { Product } from "@wordloom/shared/rules";
import { appPath } from "../shell/paths";

/** app/platforms (spec document 1 §2), optionally marking the platforms a flow asked for (`highlight=x,linkedin`). */
export const platformsPath = (product: Product, options: { highlight?: readonly string[]; linked?: string; failed?: string } = {}) => {
  const query = new URLSearchParams();
  if (options.highlight && options.highlight.length > 0) {
    query.set("highlight", options.highlight.join(","));
  }
  if (options.linked) {
    query.set("linked", options.linked);
  }
  if (options.failed) {
    query.set("failed", options.failed);
  }
  const search = query.toString();
  return `${appPath(product, "platforms")}${search ? `?${search}` : ""}`;
};

/** The platforms a `highlight` parameter names (comma-separated or repeated). */
export const highlightedPlatforms = (search: URLSearchParams): Set<string> =>
  new Set(
    search
      .getAll("highlight")
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  );

/** Which product the user linked from, kept across the platform's consent page. */
export const LINKING_PRODUCT_KEY = "wordloom.linkingProduct";
