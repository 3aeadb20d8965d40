import { api } from "../../../api/client";
import { requestBlocks, type AssistantBlock } from "../../assistant-host";
import { citationItems, inclusiveItems, legalItems, piiItems, type ComplianceItem, type ComplianceTab } from "./compliance-items";

/** One tab's check over the given blocks (spec document 3 §7: the paragraph list of a page). */
export const fetchCompliance = async (
  tab: ComplianceTab,
  blocks: readonly AssistantBlock[],
  signal: AbortSignal,
): Promise<ComplianceItem[]> => {
  if (blocks.length === 0) {
    return [];
  }
  const input = { body: { blocks: requestBlocks(blocks) } };
  switch (tab) {
    case "pii":
      return piiItems(await api.checkPii(input, { signal }), blocks);
    case "legal":
      return legalItems(await api.checkLegal(input, { signal }), blocks);
    case "citations":
      return citationItems(await api.checkCitations(input, { signal }), blocks);
    case "inclusive":
      return inclusiveItems(await api.checkInclusive(input, { signal }), blocks);
  }
};
