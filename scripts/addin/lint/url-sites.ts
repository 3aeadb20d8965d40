import { childElements, descendantElements, lineOf, NS, type XmlElement } from "../xml-dom";

/** Elements whose DefaultValue (and whose <Override Value>) is a URL. */
const URL_ELEMENTS = new Set(["IconUrl", "HighResolutionIconUrl", "SupportUrl", "SourceLocation", "Image", "Url"]);

/** One URL written in the manifest, with where it is for messages. */
export interface UrlSite {
  element: XmlElement;
  attribute: "DefaultValue" | "Value";
  value: string;
  /** e.g. `line 16: <IconUrl>` or `line 71: <bt:Image id="Icon.16">`. */
  where: string;
}

export const describeElement = (element: XmlElement): string => {
  const prefix = element.namespaceURI === NS.basicTypes ? "bt:" : "";
  const id = element.getAttribute("id");
  return `<${prefix}${element.localName}${id ? ` id="${id}"` : ""}>`;
};

const siteOf = (element: XmlElement, attribute: UrlSite["attribute"], owner: XmlElement): UrlSite | undefined => {
  const value = element.getAttribute(attribute);
  if (value === null) {
    return undefined;
  }
  const label = element === owner ? describeElement(owner) : `${describeElement(owner)} <Override>`;
  return { element, attribute, value, where: `${lineOf(element)}: ${label}` };
};

/** Every URL in the manifest: top-level settings, DefaultSettings/SourceLocation and the bt:Images / bt:Urls resources. */
export const urlSites = (root: XmlElement): UrlSite[] =>
  descendantElements(root)
    .filter((element) => URL_ELEMENTS.has(element.localName) && element.hasAttribute("DefaultValue"))
    .flatMap((owner) => [
      siteOf(owner, "DefaultValue", owner),
      ...childElements(owner)
        .filter((child) => child.localName === "Override")
        .map((override) => siteOf(override, "Value", owner)),
    ])
    .filter((site): site is UrlSite => site !== undefined);

/** The <AppDomain> elements with their text. */
export const appDomains = (root: XmlElement): { element: XmlElement; value: string }[] =>
  descendantElements(root)
    .filter((element) => element.localName === "AppDomain" && element.namespaceURI === NS.officeApp)
    .map((element) => ({ element, value: (element.textContent ?? "").trim() }));

/** The pane's address: <DefaultSettings><SourceLocation DefaultValue>. */
export const defaultSourceLocation = (root: XmlElement): UrlSite | undefined => {
  const settings = childElements(root).find((element) => element.localName === "DefaultSettings");
  const source = settings ? childElements(settings).find((element) => element.localName === "SourceLocation") : undefined;
  return source ? siteOf(source, "DefaultValue", source) : undefined;
};
