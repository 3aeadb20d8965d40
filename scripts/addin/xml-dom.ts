import { createRequire } from "node:module";

/**
 * The few DOM features the manifest scripts use, from @xmldom/xmldom (a server dependency). Its
 * bundled typings pull the browser DOM library into the whole server program (which type-checks
 * scripts/ too), so it is loaded through require with this narrow shape, as server/src/import does.
 */
export interface XmlNode {
  nodeType: number;
  childNodes: { length: number; item(index: number): XmlNode | null };
  textContent: string | null;
  removeChild(child: XmlNode): XmlNode;
}

export interface XmlElement extends XmlNode {
  localName: string;
  namespaceURI: string | null;
  /** 1-based line of the start tag in the parsed text. */
  lineNumber?: number;
  getAttribute(name: string): string | null;
  getAttributeNS(namespace: string, localName: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
}

export interface XmlDocument extends XmlNode {
  documentElement: XmlElement | null;
}

interface XmlDomModule {
  DOMParser: new (options: { locator: object; errorHandler: Record<"warning" | "error" | "fatalError", (message: string) => void> }) => {
    parseFromString(source: string, mimeType: string): XmlDocument;
  };
  XMLSerializer: new () => { serializeToString(node: XmlDocument): string };
}

const { DOMParser, XMLSerializer } = createRequire(import.meta.url)("@xmldom/xmldom") as XmlDomModule;

const ELEMENT_NODE = 1;
export const COMMENT_NODE = 8;

/** The namespaces of an XML add-in-only manifest. */
export const NS = {
  officeApp: "http://schemas.microsoft.com/office/appforoffice/1.1",
  basicTypes: "http://schemas.microsoft.com/office/officeappbasictypes/1.0",
  taskPaneOverrides: "http://schemas.microsoft.com/office/taskpaneappversionoverrides",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
} as const;

export interface ParsedXml {
  document: XmlDocument;
  root: XmlElement | null;
  /** Parser complaints (xmldom is lenient: xmllint decides well-formedness, these only explain). */
  errors: string[];
}

export const parseXml = (text: string): ParsedXml => {
  const errors: string[] = [];
  const record = (message: string) => errors.push(message.replace(/\s*@#\[line:.*$/s, "").trim());
  const parser = new DOMParser({ locator: {}, errorHandler: { warning: () => undefined, error: record, fatalError: record } });
  const document = parser.parseFromString(text, "text/xml");
  return { document, root: document.documentElement, errors };
};

export const serializeXml = (document: XmlDocument): string => new XMLSerializer().serializeToString(document);

const isElement = (node: XmlNode): node is XmlElement => node.nodeType === ELEMENT_NODE;

/** The direct children of a node, of every kind (elements, text, comments). */
export const childNodes = (node: XmlNode): XmlNode[] =>
  Array.from({ length: node.childNodes.length }, (_, index) => node.childNodes.item(index)).filter(
    (child): child is XmlNode => child !== null,
  );

/** The element children of a node, in document order. */
export const childElements = (node: XmlNode): XmlElement[] => childNodes(node).filter(isElement);

/** Every element under a node (itself excluded), depth first in document order. */
export const descendantElements = (node: XmlNode): XmlElement[] =>
  childElements(node).flatMap((child) => [child, ...descendantElements(child)]);

/** The first child element with this local name (and namespace, when given). */
export const childElement = (node: XmlNode, localName: string, namespace?: string): XmlElement | undefined =>
  childElements(node).find((child) => child.localName === localName && (namespace === undefined || child.namespaceURI === namespace));

/** The xsi:type an element declares (TaskPaneApp, Button, ShowTaskpane…), whatever its prefix. */
export const xsiType = (element: XmlElement): string | null => element.getAttributeNS(NS.xsi, "type");

/** "line 12" for messages, when the parser recorded it. */
export const lineOf = (element: XmlElement): string => (element.lineNumber ? `line ${element.lineNumber}` : "line ?");
