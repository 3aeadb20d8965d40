import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkManifest } from "./manifest-validation";
import { parseDeploymentOrigin, retargetManifest } from "./retarget-manifest";

const committed = readFileSync(new URL("../../manifest.xml", import.meta.url), "utf8");

describe("retargetManifest", () => {
  it("moves every URL and the pane's AppDomain to the new origin, keeping paths and the Id, and stays valid", async () => {
    const moved = retargetManifest(committed, "https://word.example.com:8443");

    expect(moved).not.toContain("localhost");
    expect(moved).toContain("<AppDomain>https://word.example.com:8443</AppDomain>");
    expect(moved).toContain('<SourceLocation DefaultValue="https://word.example.com:8443/addin/taskpane.html"/>');
    expect(moved).toContain('<bt:Image id="Icon.80" DefaultValue="https://word.example.com:8443/addin/assets/icon-80.png"/>');
    expect(moved).toContain("<Id>6f1c3b52-8d4e-4b7a-9f21-3c5d7e9a1b24</Id>");
    expect(moved).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!-- Written by npm run addin:manifest for https:\/\/word\.example\.com:8443 /,
    );
    expect(moved.match(/https:\/\/word\.example\.com:8443/g)).toHaveLength(committed.match(/https:\/\/localhost:3000/g)?.length ?? -1);
    expect(await checkManifest(moved)).toEqual({ schema: [], lint: [] });
  });

  it("also moves locale overrides", () => {
    const withOverride = committed.replace(
      '<SupportUrl DefaultValue="https://localhost:3000/addin/support.html"/>',
      '<SupportUrl DefaultValue="https://localhost:3000/addin/support.html"><Override Locale="fr-FR" Value="https://localhost:3000/addin/support.fr.html"/></SupportUrl>',
    );
    expect(retargetManifest(withOverride, "https://word.example.com")).toContain(
      '<Override Locale="fr-FR" Value="https://word.example.com/addin/support.fr.html"/>',
    );
  });
});

describe("parseDeploymentOrigin", () => {
  it("accepts https origins, with or without a port or trailing slash", () => {
    expect(parseDeploymentOrigin("https://word.example.com")).toBe("https://word.example.com");
    expect(parseDeploymentOrigin("https://word.example.com:8443/")).toBe("https://word.example.com:8443");
  });

  it.each([
    ["word.example.com", /is not a URL/],
    ["http://word.example.com", /must be https/],
    ["https://word.example.com/wordloom", /must be an origin only \(https:\/\/word\.example\.com\)/],
  ])("refuses %s", (origin, message) => {
    expect(() => parseDeploymentOrigin(origin)).toThrow(message);
  });
});
