import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { narrowsOfficeFrameAncestors, OFFICE_FRAME_ANCESTORS } from "./office-hosts";

describe("narrowsOfficeFrameAncestors", () => {
  it("accepts Office's hosts and hosts under their wildcards", () => {
    for (const source of [
      ...OFFICE_FRAME_ANCESTORS,
      "https://contoso.sharepoint.com",
      "https://*.contoso.sharepoint.com",
      "https://word.cloud.microsoft",
    ]) {
      expect(narrowsOfficeFrameAncestors(source), source).toBe(true);
    }
  });

  it("refuses anything that would widen the list", () => {
    for (const source of [
      "https://evil.example",
      "https://sharepoint.com",
      "https://evilsharepoint.com",
      "https://sharepoint.com.evil.example",
      "http://contoso.sharepoint.com",
      "https://contoso.sharepoint.com/path",
      "https://contoso.sharepoint.com:8443",
      "https://*",
      "*",
      "'self'",
      "https://x.onedrive.live.com",
    ]) {
      expect(narrowsOfficeFrameAncestors(source), source).toBe(false);
    }
  });
});

describe("ADDIN_FRAME_ANCESTORS", () => {
  it("defaults to every Office host", () => {
    expect(loadConfig({}).addinFrameAncestors).toEqual(OFFICE_FRAME_ANCESTORS);
    expect(loadConfig({ ADDIN_FRAME_ANCESTORS: " " }).addinFrameAncestors).toEqual(OFFICE_FRAME_ANCESTORS);
  });

  it("narrows the list to the hosts it names, or to none", () => {
    expect(
      loadConfig({ ADDIN_FRAME_ANCESTORS: "https://Contoso.sharepoint.com, https://*.officeapps.live.com" }).addinFrameAncestors,
    ).toEqual(["https://contoso.sharepoint.com", "https://*.officeapps.live.com"]);
    expect(loadConfig({ ADDIN_FRAME_ANCESTORS: "none" }).addinFrameAncestors).toEqual([]);
  });

  it("stops start-up on a host outside Office's list", () => {
    expect(() => loadConfig({ ADDIN_FRAME_ANCESTORS: "https://contoso.sharepoint.com,https://evil.example" })).toThrow(
      /ADDIN_FRAME_ANCESTORS: https:\/\/evil\.example is not one of Office's hosts/,
    );
  });
});
