import { z } from "zod";
import { AuthResultSchema, type AuthResult } from "../model/auth";
import { BRIDGE_PROTOCOL, BRIDGE_VERSION } from "./protocol";

/**
 * The one message the sign-in dialog (/mso-auth) sends to the pane with
 * Office.context.ui.messageParent: the new session. The pane opens the dialog on its own origin
 * and accepts the message only from there.
 */
export const SignedInDialogMessageSchema = z.strictObject({
  protocol: z.literal(BRIDGE_PROTOCOL),
  version: z.literal(BRIDGE_VERSION),
  type: z.literal("signed-in"),
  session: AuthResultSchema,
});

export const encodeSignedInMessage = (session: AuthResult): string =>
  JSON.stringify({ protocol: BRIDGE_PROTOCOL, version: BRIDGE_VERSION, type: "signed-in", session });

/** The session in a dialog message, or null when the message is not ours or not valid. */
export const decodeSignedInMessage = (message: string): AuthResult | null => {
  if (message.length > 64 * 1024) {
    return null;
  }
  try {
    const parsed = SignedInDialogMessageSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data.session : null;
  } catch {
    return null;
  }
};

/** Where the sign-in dialog lives, on the pane's own origin (the dialog API's first URL must be). */
export const MSO_AUTH_PATH = "/mso-auth";
