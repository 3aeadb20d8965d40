import { createRequire } from "node:module";
import { importFailed } from "../import-errors";

/**
 * The few DOM features the converter walks. @xmldom/xmldom (mammoth's own XML parser, so always
 * installed with it) provides them; its bundled typings pull the browser DOM library into the whole
 * server program, so it is loaded through require with this narrow shape instead.
 */
export interface HtmlNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: { length: number; item(index: number): HtmlNode | null };
  getAttribute?: (name: string) => string | null;
}

interface XmlDomModule {
  DOMParser: new (options: { errorHandler: Record<"warning" | "error" | "fatalError", (message: string) => void> }) => {
    parseFromString(source: string, mimeType: string): { documentElement: HtmlNode | null };
  };
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const { DOMParser } = createRequire(import.meta.url)("@xmldom/xmldom") as XmlDomModule;

/** Parses converter HTML into a tree; it is only ever walked, never put into a page. */
export const parseHtml = (html: string): HtmlNode => {
  const fatal: string[] = [];
  const parser = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => undefined, fatalError: (message) => fatal.push(message) },
  });
  const root = parser.parseFromString(`<body>${html}</body>`, "text/html").documentElement;
  if (!root || fatal.length > 0) {
    throw importFailed(new Error(`could not parse the converted document: ${fatal.join("; ")}`));
  }
  return root;
};

export const childrenOf = (node: HtmlNode): HtmlNode[] => {
  const children: HtmlNode[] = [];
  for (let index = 0; index < node.childNodes.length; index += 1) {
    const child = node.childNodes.item(index);
    if (child) {
      children.push(child);
    }
  }
  return children;
};

export const isElement = (node: HtmlNode) => node.nodeType === ELEMENT_NODE;
export const isText = (node: HtmlNode) => node.nodeType === TEXT_NODE;
/** The lower-case tag name of an element, "" for other nodes. */
export const tagOf = (node: HtmlNode) => (isElement(node) ? node.nodeName.toLowerCase() : "");
export const attributeOf = (node: HtmlNode, name: string): string => node.getAttribute?.(name) ?? "";
export const elementChildren = (node: HtmlNode, ...tags: string[]) => childrenOf(node).filter((child) => tags.includes(tagOf(child)));
