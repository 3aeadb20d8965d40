import { childElements, descendantElements, xsiType, type XmlElement } from "../xml-dom";

/** The oldest Word API the pane is written against (reference: addin.md §1). */
const MINIMUM_WORD_API = [1, 3];

const versionAtLeast = (version: string | null, minimum: number[]): boolean => {
  const parts = (version ?? "").split(".").map(Number);
  const [major = 0, minor = 0] = parts;
  const [minimumMajor = 0, minimumMinor = 0] = minimum;
  return major > minimumMajor || (major === minimumMajor && minor >= minimumMinor);
};

const child = (element: XmlElement | undefined, localName: string): XmlElement | undefined =>
  element ? childElements(element).find((candidate) => candidate.localName === localName) : undefined;

/** What makes this a Word task pane opened from the Home tab: the host, the API set, the permission and the button. */
export const lintWordTaskPane = (root: XmlElement): string[] => {
  const problems: string[] = [];
  if (xsiType(root) !== "TaskPaneApp") {
    problems.push(`<OfficeApp> must be xsi:type="TaskPaneApp" (found "${xsiType(root) ?? ""}")`);
  }
  const hosts = childElements(child(root, "Hosts") ?? root).filter((element) => element.localName === "Host");
  if (!hosts.some((host) => host.getAttribute("Name") === "Document")) {
    problems.push(`<Hosts> must contain <Host Name="Document"> (Word)`);
  }
  const sets = child(child(root, "Requirements"), "Sets");
  const wordApi = sets ? childElements(sets).find((set) => set.getAttribute("Name") === "WordApi") : undefined;
  const wordApiVersion = wordApi?.getAttribute("MinVersion") ?? sets?.getAttribute("DefaultMinVersion") ?? null;
  if (!wordApi || !versionAtLeast(wordApiVersion, MINIMUM_WORD_API)) {
    problems.push(`<Requirements><Sets> must require <Set Name="WordApi" MinVersion="${MINIMUM_WORD_API.join(".")}"> or later`);
  }
  if (child(root, "Permissions")?.textContent?.trim() !== "ReadWriteDocument") {
    problems.push(`<Permissions> must be ReadWriteDocument: the pane highlights and replaces text`);
  }
  const homeTab = descendantElements(root).find((element) => element.localName === "OfficeTab" && element.getAttribute("id") === "TabHome");
  const opensPane = homeTab
    ? descendantElements(homeTab).some((element) => element.localName === "Action" && xsiType(element) === "ShowTaskpane")
    : false;
  if (!opensPane) {
    problems.push(`<VersionOverrides> needs a button on <OfficeTab id="TabHome"> whose <Action xsi:type="ShowTaskpane"> opens the pane`);
  }
  return problems;
};
