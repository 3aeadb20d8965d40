import { REFERENCE_WORK_MESSAGES } from "@wordloom/shared/api";
import type { AdminRow } from "../../account/users.tables";
import { definePolicy } from "../../../policies/index";
import type { ReferenceDocumentRow } from "../plagiarism.tables";

/**
 * Who may manage the plagiarism reference corpus. Only an admin session reaches these routes (a
 * user's token is answered 401 by the `admin` auth kind); every admin sees every work and may remove it.
 */
export const referenceWorkPolicy = definePolicy({
  notFound: REFERENCE_WORK_MESSAGES.notFound,
  see: (_admin: Pick<AdminRow, "id">, _work: Pick<ReferenceDocumentRow, "id">) => true,
  rules: { remove: () => true },
});
