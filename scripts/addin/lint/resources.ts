import { childElements, descendantElements, lineOf, NS, type XmlElement } from "../xml-dom";

type ResourceKind = "Images" | "Urls" | "ShortStrings" | "LongStrings";

const URL_REFERENCES = new Set(["SourceLocation", "LearnMoreUrl", "FunctionFile"]);
/** Office requires these icon sizes in every <Icon> (bt:IconList); others are optional. */
const REQUIRED_ICON_SIZES = ["16", "32", "80"];

/** Which resource table a `resid` on this element must name. */
const kindOfReference = (element: XmlElement): ResourceKind => {
  if (element.localName === "Image" && element.namespaceURI === NS.basicTypes) {
    return "Images";
  }
  if (URL_REFERENCES.has(element.localName)) {
    return "Urls";
  }
  return element.localName === "Description" ? "LongStrings" : "ShortStrings";
};

/** The ids defined in each resource table, with duplicates reported. */
const resourceTables = (root: XmlElement, problems: string[]): Map<string, Set<string>> => {
  const tables = new Map<string, Set<string>>();
  const resources = descendantElements(root).find(
    (element) => element.localName === "Resources" && element.namespaceURI === NS.taskPaneOverrides,
  );
  for (const table of resources ? childElements(resources) : []) {
    const ids = new Set<string>();
    for (const entry of childElements(table)) {
      const id = entry.getAttribute("id") ?? "";
      if (ids.has(id)) {
        problems.push(`${lineOf(entry)}: resource id "${id}" is defined twice in <bt:${table.localName}>`);
      }
      ids.add(id);
    }
    tables.set(table.localName, ids);
  }
  return tables;
};

/** Every resid names a resource of the right kind, resource ids are unique, and icon lists have 16, 32 and 80 px. */
export const lintResources = (root: XmlElement): string[] => {
  const problems: string[] = [];
  const tables = resourceTables(root, problems);
  for (const reference of descendantElements(root).filter((element) => element.hasAttribute("resid"))) {
    const resid = reference.getAttribute("resid") ?? "";
    const kind = kindOfReference(reference);
    if (!tables.get(kind)?.has(resid)) {
      problems.push(`${lineOf(reference)}: <${reference.localName} resid="${resid}"> names no resource in <bt:${kind}>`);
    }
  }
  for (const icon of descendantElements(root).filter(
    (element) => element.localName === "Icon" && element.namespaceURI === NS.taskPaneOverrides,
  )) {
    const sizes = new Set(childElements(icon).map((image) => image.getAttribute("size")));
    const missing = REQUIRED_ICON_SIZES.filter((size) => !sizes.has(size));
    if (missing.length > 0) {
      problems.push(`${lineOf(icon)}: <Icon> lacks the ${missing.join(", ")} px image(s) Office requires`);
    }
  }
  return problems;
};
