import { descendantElements, lineOf, type XmlElement } from "../xml-dom";
import { appDomains, urlSites } from "./url-sites";

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** Every URL is an absolute https URL: Office refuses http pages on the web and in the store, and icons must load the same way. */
export const lintHttpsUrls = (root: XmlElement): string[] => {
  const problems: string[] = [];
  for (const site of urlSites(root)) {
    const url = parseUrl(site.value);
    if (!url || /\s/.test(site.value)) {
      problems.push(`${site.where} ${site.attribute} "${site.value}" is not an absolute URL`);
    } else if (url.protocol !== "https:") {
      problems.push(`${site.where} ${site.attribute} ${site.value} is not https: Office loads add-in pages and icons only over HTTPS`);
    }
  }
  // Anything else that looks like a plain-http address (a URL on an element this lint does not know yet).
  const known = new Set(urlSites(root).map((site) => site.element));
  for (const element of descendantElements(root).filter((candidate) => !known.has(candidate))) {
    for (const attribute of ["DefaultValue", "Value"]) {
      const value = element.getAttribute(attribute);
      if (value && /^\s*http:\/\//i.test(value)) {
        problems.push(`${lineOf(element)}: <${element.localName}> ${attribute} ${value} is not https`);
      }
    }
  }
  return problems;
};

/**
 * AppDomains are origins: scheme, host and (non-default) port, nothing else — no path, no trailing
 * slash, no wildcard (learn.microsoft.com "AppDomain element").
 */
export const lintAppDomains = (root: XmlElement): string[] => {
  const problems: string[] = [];
  for (const { element, value } of appDomains(root)) {
    const url = parseUrl(value);
    if (!url || url.protocol !== "https:") {
      problems.push(`${lineOf(element)}: <AppDomain> "${value}" must be an https origin such as https://host[:port]`);
    } else if (value.includes("*")) {
      problems.push(`${lineOf(element)}: <AppDomain> ${value} has a wildcard: list each host separately`);
    } else if (url.origin !== value) {
      problems.push(
        `${lineOf(element)}: <AppDomain> ${value} must be an origin only (${url.origin}): no path, no query and no trailing slash`,
      );
    }
  }
  return problems;
};
