import { descendantElements, xsiType, type XmlElement } from "../xml-dom";
import { appDomains, defaultSourceLocation, urlSites } from "./url-sites";

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/** The URL resource the ribbon button's ShowTaskpane action opens (its <SourceLocation resid>). */
const ribbonPaneUrl = (root: XmlElement): { id: string; value: string | null } | undefined => {
  const action = descendantElements(root).find((element) => element.localName === "Action" && xsiType(element) === "ShowTaskpane");
  const resid = action
    ? descendantElements(action)
        .find((element) => element.localName === "SourceLocation")
        ?.getAttribute("resid")
    : undefined;
  if (!resid) {
    return undefined;
  }
  const resource = descendantElements(root).find((element) => element.localName === "Url" && element.getAttribute("id") === resid);
  return { id: resid, value: resource?.getAttribute("DefaultValue") ?? null };
};

/**
 * One deployment, one origin: the pane (DefaultSettings/SourceLocation) decides it; every other URL
 * lives there too, the pane's origin is an AppDomain, and the ribbon button opens the same page.
 */
export const lintOrigins = (root: XmlElement): string[] => {
  const source = defaultSourceLocation(root);
  const sourceOrigin = source ? originOf(source.value) : undefined;
  if (!source || !sourceOrigin) {
    return ["<DefaultSettings><SourceLocation DefaultValue> is missing or not a URL: it decides the add-in's origin"];
  }
  const problems: string[] = [];
  for (const site of urlSites(root)) {
    const origin = originOf(site.value);
    if (origin && origin !== sourceOrigin) {
      problems.push(
        `${site.where} ${site.value} is on ${origin}, not on the pane's origin ${sourceOrigin} (DefaultSettings/SourceLocation)`,
      );
    }
  }
  if (!appDomains(root).some(({ value }) => value === sourceOrigin)) {
    problems.push(`<AppDomains> must list the pane's origin ${sourceOrigin} (DefaultSettings/SourceLocation)`);
  }
  const pane = ribbonPaneUrl(root);
  if (pane && pane.value !== source.value) {
    problems.push(
      `the ribbon button opens <bt:Url id="${pane.id}"> ${pane.value ?? "(undefined)"}, but DefaultSettings/SourceLocation is ${source.value}: they must be the same page`,
    );
  }
  return problems;
};
