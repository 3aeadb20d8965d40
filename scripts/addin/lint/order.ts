import { childElements, lineOf, NS, type XmlElement } from "../xml-dom";

/**
 * The children of <OfficeApp xsi:type="TaskPaneApp">, in the order the add-in manifest XSD
 * requires (learn.microsoft.com: "How to find the proper order of manifest elements"). The XSD
 * makes a few optional; our manifest needs every one (icons and SupportUrl for the store and the
 * ribbon, AppDomains for the pane's origin, VersionOverrides for the Home-tab button).
 */
export const TOP_LEVEL_ORDER = [
  "Id",
  "Version",
  "ProviderName",
  "DefaultLocale",
  "DisplayName",
  "Description",
  "IconUrl",
  "HighResolutionIconUrl",
  "SupportUrl",
  "AppDomains",
  "Hosts",
  "Requirements",
  "DefaultSettings",
  "Permissions",
  "VersionOverrides",
] as const;

const neighbours = (name: string): string => {
  const index = TOP_LEVEL_ORDER.findIndex((candidate) => candidate === name);
  const before = TOP_LEVEL_ORDER[index - 1];
  const after = TOP_LEVEL_ORDER[index + 1];
  if (before && after) {
    return `between <${before}> and <${after}>`;
  }
  return before ? `after <${before}>` : `before <${after ?? "VersionOverrides"}>`;
};

/** Unknown, duplicated, missing and misplaced top-level elements, each with what the schema expects. */
export const lintTopLevelOrder = (root: XmlElement): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  let highestIndex = -1;
  let highestName = "";
  for (const element of childElements(root)) {
    const name = element.localName;
    const index = TOP_LEVEL_ORDER.findIndex((candidate) => candidate === name);
    const expectedNamespace = name === "VersionOverrides" ? NS.taskPaneOverrides : NS.officeApp;
    if (index < 0 || element.namespaceURI !== expectedNamespace) {
      problems.push(
        `${lineOf(element)}: <${name}> is not an element of a Word task-pane manifest here (expected ${TOP_LEVEL_ORDER.join(", ")})`,
      );
      continue;
    }
    if (seen.has(name)) {
      problems.push(`${lineOf(element)}: <${name}> appears more than once`);
      continue;
    }
    seen.add(name);
    if (index < highestIndex) {
      problems.push(`${lineOf(element)}: <${name}> comes after <${highestName}>, but the schema order is ${TOP_LEVEL_ORDER.join(", ")}`);
    } else {
      highestIndex = index;
      highestName = name;
    }
  }
  for (const name of TOP_LEVEL_ORDER) {
    if (!seen.has(name)) {
      problems.push(`<${name}> is missing: a Word task-pane manifest needs it ${neighbours(name)}`);
    }
  }
  return problems;
};
