import { Body1, Link } from "@fluentui/react-components";

/** The help page's sideloading steps (addin/public/support.html, the same steps as the README's "Sideload"). */
export const SIDELOAD_HELP_URL = "/addin/support.html#sideload";

export const NOT_IN_WORD_MESSAGE =
  "Wordloom for Word runs inside Microsoft Word: open Word and choose Check with Wordloom on the Home tab.";

/** Says that the pane runs inside Word, and where the steps to add it to Word are. */
export const SideloadHelp = () => (
  <Body1>
    {NOT_IN_WORD_MESSAGE}{" "}
    <Link href={SIDELOAD_HELP_URL} target="_blank" rel="noreferrer">
      How to add Wordloom to Word
    </Link>
  </Body1>
);
