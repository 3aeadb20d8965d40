import { useMemo } from "react";
import { useAccountUsage } from "../../../account/public/feature-usage";
import { SummaryControl } from "../../reading";
import { documentSummaryLoader, summaryEngineAvailable } from "./summary-source";

interface DocumentSummaryControlProps {
  documentId: string;
  /** Saves pending edits before the server summarises the document. */
  saveNow: () => Promise<void>;
}

/** The Summary button of the editor page: shown only when the server offers the summary engine. */
export const DocumentSummaryControl = ({ documentId, saveNow }: DocumentSummaryControlProps) => {
  const usage = useAccountUsage();
  const load = useMemo(() => documentSummaryLoader(documentId, saveNow), [documentId, saveNow]);
  return <SummaryControl engineAvailable={summaryEngineAvailable(usage.data)} load={load} />;
};
