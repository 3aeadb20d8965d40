/** The pane's tools (spec document 3 §2.1; Rephrase, Idioms and Refine stay in the web app's editor). */
export const TOOLS = ["grammar", "offensive", "plagiarism", "compliance"] as const;
export type ToolId = (typeof TOOLS)[number];

/** Compliance's four tabs (spec document 3 §2.6). */
export const COMPLIANCE_TABS = ["pii", "legal", "citations", "inclusive"] as const;
export type ComplianceTab = (typeof COMPLIANCE_TABS)[number];

/** One analysis the pane runs: a tool, or one compliance tab. */
export type CheckKind = Exclude<ToolId, "compliance"> | ComplianceTab;

export const TOOL_LABELS: Record<ToolId, string> = {
  grammar: "Grammar",
  offensive: "Offensive",
  plagiarism: "Plagiarism",
  compliance: "Compliance",
};

/** Full tab names, and the short ones that fit the 329 px pane. */
export const COMPLIANCE_LABELS: Record<ComplianceTab, { full: string; short: string }> = {
  pii: { full: "PII check", short: "PII" },
  legal: { full: "Legal compliance", short: "Legal" },
  citations: { full: "Legal citation", short: "Citation" },
  inclusive: { full: "Inclusive language", short: "Inclusive" },
};

export const checkKindOf = (tool: ToolId, tab: ComplianceTab): CheckKind => (tool === "compliance" ? tab : tool);

export const isToolId = (value: unknown): value is ToolId => typeof value === "string" && (TOOLS as readonly string[]).includes(value);
export const isComplianceTab = (value: unknown): value is ComplianceTab =>
  typeof value === "string" && (COMPLIANCE_TABS as readonly string[]).includes(value);
