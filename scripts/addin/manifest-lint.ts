import { EXPECTED_IDS, type ExpectedIds } from "./expected-ids";
import { lintIds } from "./lint/ids";
import { lintTopLevelOrder } from "./lint/order";
import { lintOrigins } from "./lint/origins";
import { lintResources } from "./lint/resources";
import { lintAppDomains, lintHttpsUrls } from "./lint/urls";
import { lintWordTaskPane } from "./lint/word";
import { NS, parseXml } from "./xml-dom";

export interface LintOptions {
  /** The ids the manifest must keep; null checks the Id's format only (a manifest written with --new-id). */
  expectedIds?: ExpectedIds | null;
}

/**
 * Our own rules on top of the XML schema, which enforces neither HTTPS nor origins (reference
 * addin.md §5): every URL https, AppDomains origin-only, one origin throughout, stable ids, the
 * XSD element order (with a clearer message than xmllint's), resources that resolve, and a Word
 * task pane opened from the Home tab. Returns one message per problem; empty when clean.
 */
export const lintManifest = (xml: string, { expectedIds = EXPECTED_IDS }: LintOptions = {}): string[] => {
  const { root, errors } = parseXml(xml);
  if (!root || errors.length > 0) {
    return [`the manifest is not well-formed XML: ${errors.join("; ") || "no root element"}`];
  }
  if (root.localName !== "OfficeApp" || root.namespaceURI !== NS.officeApp) {
    return [`the root element must be <OfficeApp xmlns="${NS.officeApp}">, not <${root.localName}>`];
  }
  return [
    ...lintTopLevelOrder(root),
    ...lintWordTaskPane(root),
    ...lintHttpsUrls(root),
    ...lintAppDomains(root),
    ...lintOrigins(root),
    ...lintIds(root, expectedIds),
    ...lintResources(root),
  ];
};
