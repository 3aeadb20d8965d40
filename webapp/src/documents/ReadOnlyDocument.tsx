import type { Page } from "@wordloom/shared/model";
import { PagedEditor } from "../editor/public/core";

/**
 * The read-only document viewer: the paged editor, not editable, with every element type, page
 * footers (citations, "Page X of Y") and links that open on click.
 */
export const ReadOnlyDocument = ({ pages }: { pages: readonly Page[] }) => <PagedEditor pages={pages} readOnly />;
