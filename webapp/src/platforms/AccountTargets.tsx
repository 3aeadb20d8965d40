import { Button, Caption1, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { SocialAccount } from "@wordloom/shared/model";
import type { TargetWords } from "./target-kinds";
import { TargetDialog } from "./TargetDialog";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", gap: "8px", flexWrap: "wrap", flexBasis: "100%" },
});

/** On a linked account's card: where it publishes, and the picker that changes it. */
export const AccountTargets = ({ account, words, disabled }: { account: SocialAccount; words: TargetWords; disabled: boolean }) => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const names = account.targets.map((target) => target.name);
  return (
    <div className={styles.root}>
      <Caption1 aria-label={`Chosen ${words.plural} of @${account.username}`}>
        {names.length > 0 ? `Publishes to: ${names.join(", ")}` : `No ${words.plural} chosen yet`}
      </Caption1>
      <Button size="small" disabled={disabled || account.status !== "linked"} onClick={() => setOpen(true)}>
        {words.choose}
      </Button>
      <TargetDialog account={account} words={words} open={open} onClose={() => setOpen(false)} />
    </div>
  );
};
