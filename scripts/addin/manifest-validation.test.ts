import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkManifest } from "./manifest-validation";

const committed = readFileSync(new URL("../../manifest.xml", import.meta.url), "utf8");

/** The committed manifest with one exact piece of text replaced (which must occur exactly once). */
const broken = (from: string, to: string): string => {
  expect(committed.split(from)).toHaveLength(2);
  return committed.replace(from, to);
};

describe("the committed manifest", () => {
  it("is valid against our XSD subset and passes the lint", async () => {
    expect(await checkManifest(committed)).toEqual({ schema: [], lint: [] });
  });
});

describe("a broken manifest fails with a clear message", () => {
  it("missing ProviderName", async () => {
    const report = await checkManifest(broken("  <ProviderName>Wordloom</ProviderName>\n", ""));
    expect(report.schema.join("\n")).toMatch(/DefaultLocale': This element is not expected\. Expected is .*ProviderName/);
    expect(report.lint).toContain("<ProviderName> is missing: a Word task-pane manifest needs it between <Version> and <DefaultLocale>");
  });

  it("an http URL", async () => {
    const report = await checkManifest(
      broken(
        '<bt:Image id="Icon.16" DefaultValue="https://localhost:3000/addin/assets/icon-16.png"/>',
        '<bt:Image id="Icon.16" DefaultValue="http://localhost:3000/addin/assets/icon-16.png"/>',
      ),
    );
    expect(report.schema.join("\n")).toMatch(/'http:\/\/localhost:3000\/addin\/assets\/icon-16\.png' is not accepted by the pattern/);
    expect(report.lint).toContainEqual(
      expect.stringMatching(
        /^line \d+: <bt:Image id="Icon.16"> DefaultValue http:\/\/localhost:3000\/addin\/assets\/icon-16\.png is not https/,
      ),
    );
  });

  it("an http SourceLocation", async () => {
    const report = await checkManifest(
      broken(
        '<SourceLocation DefaultValue="https://localhost:3000/addin/taskpane.html"/>',
        '<SourceLocation DefaultValue="http://localhost:3000/addin/taskpane.html"/>',
      ),
    );
    expect(report.lint).toContainEqual(
      expect.stringMatching(/<SourceLocation> DefaultValue http:\/\/localhost:3000\/addin\/taskpane\.html is not https/),
    );
  });

  it.each([
    ["a path", "https://localhost:3000/addin"],
    ["a trailing slash", "https://localhost:3000/"],
  ])("an AppDomain with %s", async (_what, domain) => {
    const report = await checkManifest(broken("<AppDomain>https://localhost:3000</AppDomain>", `<AppDomain>${domain}</AppDomain>`));
    expect(report.schema.join("\n")).toMatch(/AppDomain.*is not accepted by the pattern/);
    expect(report.lint).toContainEqual(
      expect.stringMatching(
        /^line \d+: <AppDomain> https:\/\/localhost:3000\/\S* must be an origin only \(https:\/\/localhost:3000\): no path, no query and no trailing slash$/,
      ),
    );
  });

  it("elements in the wrong order", async () => {
    const report = await checkManifest(
      broken(
        "<Version>0.1.0.0</Version>\n  <ProviderName>Wordloom</ProviderName>",
        "<ProviderName>Wordloom</ProviderName>\n  <Version>0.1.0.0</Version>",
      ),
    );
    expect(report.schema.join("\n")).toMatch(/ProviderName': This element is not expected\. Expected is .*Version/);
    expect(report.lint).toContainEqual(
      expect.stringMatching(/^line \d+: <Version> comes after <ProviderName>, but the schema order is Id, Version, ProviderName, /),
    );
  });

  it("an Id other than the committed one, and an Id that is not a GUID", async () => {
    const changed = await checkManifest(
      broken("<Id>6f1c3b52-8d4e-4b7a-9f21-3c5d7e9a1b24</Id>", "<Id>00000000-0000-4000-8000-000000000000</Id>"),
    );
    expect(changed.schema).toEqual([]);
    expect(changed.lint).toContainEqual(
      expect.stringMatching(/<Id> is "00000000-0000-4000-8000-000000000000", but the committed id is "6f1c3b52-/),
    );
    const malformed = await checkManifest(broken("<Id>6f1c3b52-8d4e-4b7a-9f21-3c5d7e9a1b24</Id>", "<Id>wordloom</Id>"));
    expect(malformed.lint).toContainEqual(expect.stringMatching(/<Id> "wordloom" is not a GUID/));
    expect(malformed.schema.join("\n")).toMatch(/'wordloom' is not accepted by the pattern/);
  });

  it("a renamed ribbon button", async () => {
    const report = await checkManifest(broken('id="Wordloom.OpenPane"', 'id="Wordloom.Open"'));
    expect(report.lint).toContainEqual(
      expect.stringMatching(/the ribbon <Control id> is "Wordloom.Open", but the committed id is "Wordloom.OpenPane"/),
    );
  });

  it("an icon on another origin, and an AppDomains list without the pane's origin", async () => {
    const report = await checkManifest(
      broken(
        '<IconUrl DefaultValue="https://localhost:3000/addin/assets/icon-32.png"/>',
        '<IconUrl DefaultValue="https://cdn.example.com/icon-32.png"/>',
      ),
    );
    expect(report.lint).toContainEqual(
      expect.stringMatching(
        /<IconUrl> https:\/\/cdn\.example\.com\/icon-32\.png is on https:\/\/cdn\.example\.com, not on the pane's origin https:\/\/localhost:3000/,
      ),
    );
    const noDomain = await checkManifest(
      broken("<AppDomain>https://localhost:3000</AppDomain>", "<AppDomain>https://other.example.com</AppDomain>"),
    );
    expect(noDomain.lint).toContain("<AppDomains> must list the pane's origin https://localhost:3000 (DefaultSettings/SourceLocation)");
  });

  it("a ribbon button that opens another page than SourceLocation", async () => {
    const report = await checkManifest(
      broken(
        '<bt:Url id="Taskpane.Url" DefaultValue="https://localhost:3000/addin/taskpane.html"/>',
        '<bt:Url id="Taskpane.Url" DefaultValue="https://localhost:3000/addin/other.html"/>',
      ),
    );
    expect(report.lint).toContainEqual(
      expect.stringMatching(
        /the ribbon button opens <bt:Url id="Taskpane.Url"> https:\/\/localhost:3000\/addin\/other\.html, but DefaultSettings\/SourceLocation is/,
      ),
    );
  });

  it("a resid that names no resource, and a duplicated resource id", async () => {
    const dangling = await checkManifest(broken('<Label resid="Group.Label"/>', '<Label resid="Group.Title"/>'));
    expect(dangling.lint).toContainEqual(expect.stringMatching(/<Label resid="Group.Title"> names no resource in <bt:ShortStrings>/));
    const duplicated = await checkManifest(broken('<bt:Image id="Icon.32"', '<bt:Image id="Icon.16"'));
    expect(duplicated.schema.join("\n")).toMatch(/Duplicate key-sequence \['Icon.16'\]/);
    expect(duplicated.lint).toContainEqual(expect.stringMatching(/resource id "Icon.16" is defined twice in <bt:Images>/));
  });

  it("a too old Word API, a narrower permission and not well-formed XML", async () => {
    const oldApi = await checkManifest(broken('<Set Name="WordApi" MinVersion="1.3"/>', '<Set Name="WordApi" MinVersion="1.1"/>'));
    expect(oldApi.lint).toContain('<Requirements><Sets> must require <Set Name="WordApi" MinVersion="1.3"> or later');
    const readOnly = await checkManifest(broken("<Permissions>ReadWriteDocument</Permissions>", "<Permissions>ReadDocument</Permissions>"));
    expect(readOnly.lint).toContain("<Permissions> must be ReadWriteDocument: the pane highlights and replaces text");
    const unclosed = await checkManifest(broken("</Hosts>\n  <Requirements>", "\n  <Requirements>"));
    expect(unclosed.schema.join("\n")).toMatch(/parser error/);
  });
});
