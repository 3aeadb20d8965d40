import type { ExpectedIds } from "../expected-ids";
import { childElements, descendantElements, lineOf, xsiType, type XmlElement } from "../xml-dom";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const firstWith = (root: XmlElement, localName: string, type?: string): XmlElement | undefined =>
  descendantElements(root).find((element) => element.localName === localName && (type === undefined || xsiType(element) === type));

const compare = (label: string, element: XmlElement | undefined, actual: string | null | undefined, expected: string): string[] => {
  if (!element || !actual) {
    return [`${label} is missing (expected "${expected}")`];
  }
  return actual === expected
    ? []
    : [`${lineOf(element)}: ${label} is "${actual}", but the committed id is "${expected}" (scripts/addin/expected-ids.ts)`];
};

/**
 * The add-in Id is a GUID and, like the ribbon ids, stays what scripts/addin/expected-ids.ts says.
 * `expected: null` checks the format only (a deployment manifest written with --new-id).
 */
export const lintIds = (root: XmlElement, expected: ExpectedIds | null): string[] => {
  const idElement = childElements(root).find((element) => element.localName === "Id");
  const id = idElement?.textContent?.trim();
  if (idElement && id && !GUID.test(id)) {
    return [`${lineOf(idElement)}: <Id> "${id}" is not a GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)`];
  }
  if (!expected) {
    return [];
  }
  const group = firstWith(root, "Group");
  const button = firstWith(root, "Control", "Button");
  const taskpane = firstWith(root, "TaskpaneId");
  return [
    ...compare("<Id>", idElement, id, expected.addinId),
    ...compare("the ribbon <Group id>", group, group?.getAttribute("id"), expected.ribbonGroupId),
    ...compare("the ribbon <Control id>", button, button?.getAttribute("id"), expected.ribbonButtonId),
    ...compare("<TaskpaneId>", taskpane, taskpane?.textContent?.trim(), expected.taskpaneId),
  ];
};
