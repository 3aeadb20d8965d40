import { appDomains, defaultSourceLocation, urlSites } from "./lint/url-sites";
import { childNodes, COMMENT_NODE, parseXml, serializeXml } from "./xml-dom";

/** The origin a deployment serves the pane from: https, host and optional port, nothing else. */
export const parseDeploymentOrigin = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--origin "${value}" is not a URL: give an https origin such as https://word.example.com or https://host:8443`);
  }
  if (url.protocol !== "https:") {
    throw new Error(`--origin ${value} must be https: Office loads add-in pages only over HTTPS`);
  }
  if (value.replace(/\/$/, "") !== url.origin) {
    throw new Error(`--origin ${value} must be an origin only (${url.origin}): the pane is always served at /addin/`);
  }
  return url.origin;
};

const withOrigin = (value: string, origin: string): string => {
  const url = new URL(value);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
};

/**
 * Moves a manifest to another origin, editing the parsed XML rather than the text: every URL
 * (top-level settings, SourceLocation, bt:Images and bt:Urls, and their locale overrides) keeps
 * its path on the new origin, and the AppDomain of the old pane origin becomes the new origin.
 * The repository comment about localhost is replaced by a note that the file is generated.
 */
export const retargetManifest = (xml: string, origin: string): string => {
  const { document, root, errors } = parseXml(xml);
  if (!root || errors.length > 0) {
    throw new Error(`the manifest is not well-formed XML: ${errors.join("; ")}`);
  }
  const oldOrigin = defaultSourceLocation(root)?.value;
  const oldPaneOrigin = oldOrigin ? new URL(oldOrigin).origin : undefined;
  for (const site of urlSites(root)) {
    site.element.setAttribute(site.attribute, withOrigin(site.value, origin));
  }
  for (const domain of appDomains(root)) {
    if (domain.value === oldPaneOrigin) {
      domain.element.textContent = origin;
    }
  }
  for (const comment of childNodes(document).filter((node) => node.nodeType === COMMENT_NODE)) {
    document.removeChild(comment);
  }
  const note = `<!-- Written by npm run addin:manifest for ${origin} from manifest.xml: edit that file, not this one. -->`;
  const serialized = serializeXml(document).trimEnd();
  const declaration = /^<\?xml[^>]*\?>\s*/.exec(serialized)?.[0] ?? "";
  return `${declaration.trim()}${declaration ? "\n" : ""}${note}\n${serialized.slice(declaration.length)}\n`;
};
