/**
 * The sign-in hand-off to the add-in (auth's /mso-auth page): the Office dialog and the bridge's
 * signed-in message. Not in index.ts: the bridge's schemas (zod) would land in the main bundle.
 */
export { decodeSignedInMessage, encodeSignedInMessage } from "../bridge";
export { loadOfficeDialog, type OfficeDialogApi } from "../office-dialog";
