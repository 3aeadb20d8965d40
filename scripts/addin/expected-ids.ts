/**
 * The identities the committed manifest must keep. Office knows an add-in by its Id: a new one is a
 * different add-in (users would have to install it again, and settings and the store listing are
 * lost). The ribbon ids name the group, button and pane Office remembers for the user. Change them
 * only on purpose, here and in manifest.xml together; `npm run addin:validate` fails otherwise.
 */
export const EXPECTED_IDS = {
  addinId: "6f1c3b52-8d4e-4b7a-9f21-3c5d7e9a1b24",
  ribbonGroupId: "Wordloom.Group",
  ribbonButtonId: "Wordloom.OpenPane",
  taskpaneId: "Wordloom.Pane",
} as const;

export type ExpectedIds = { [Key in keyof typeof EXPECTED_IDS]: string };
