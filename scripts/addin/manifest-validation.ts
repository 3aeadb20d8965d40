import { lintManifest, type LintOptions } from "./manifest-lint";
import { validateAgainstSchema } from "./manifest-schema";

export interface ManifestReport {
  /** xmllint against our XSD subset (scripts/addin/schema). */
  schema: string[];
  /** Our own rules (manifest-lint.ts). */
  lint: string[];
}

/** Both checks, each run whatever the other found, so one pass shows every problem. */
export const checkManifest = async (xml: string, options: LintOptions & { fileName?: string } = {}): Promise<ManifestReport> => ({
  schema: await validateAgainstSchema(xml, options.fileName),
  lint: lintManifest(xml, options),
});

export const isClean = (report: ManifestReport): boolean => report.schema.length === 0 && report.lint.length === 0;

/** The report as lines for a terminal, one problem a line under its check's name. */
export const formatReport = (label: string, report: ManifestReport): string[] =>
  isClean(report)
    ? [`${label}: valid (XML schema: scripts/addin/schema; lint: https, AppDomains, origins, ids, order, resources)`]
    : [
        `${label}: INVALID`,
        ...report.schema.map((problem) => `  schema: ${problem}`),
        ...report.lint.map((problem) => `  lint:   ${problem}`),
      ];
