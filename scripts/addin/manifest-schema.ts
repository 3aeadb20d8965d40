import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { validateXML } from "xmllint-wasm";

const SCHEMA_DIR = fileURLToPath(new URL("./schema/", import.meta.url));
/** The entry schema, then the two it imports (xmllint finds them in its in-memory file system by name). */
const ENTRY_SCHEMA = "office-app.xsd";
const IMPORTED_SCHEMAS = ["taskpane-overrides.xsd", "basic-types.xsd"];

const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(`${SCHEMA_DIR}${fileName}`, "utf8") });

/**
 * Validates a manifest against our add-in manifest XSD subset (scripts/addin/schema) with libxml2
 * compiled to WebAssembly: offline, no Office service. Returns xmllint's messages with their line
 * numbers; empty when the manifest is valid. Not well-formed XML fails here too.
 */
export const validateAgainstSchema = async (xml: string, fileName = "manifest.xml"): Promise<string[]> => {
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [schemaFile(ENTRY_SCHEMA)],
    preload: IMPORTED_SCHEMAS.map(schemaFile),
  });
  if (result.valid) {
    return [];
  }
  const messages = result.errors.map((error) =>
    error.loc && Number.isFinite(error.loc.lineNumber) ? `line ${error.loc.lineNumber}: ${error.message}` : error.rawMessage,
  );
  return messages.length > 0 ? messages : [result.rawOutput.trim() || "xmllint rejected the manifest without a message"];
};
