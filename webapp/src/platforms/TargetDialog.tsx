import {
  Avatar,
  Body1,
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
} from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { LinkTarget, SocialAccount } from "@wordloom/shared/model";
import type { TargetWords } from "./target-kinds";
import { useAvailableTargets, useChooseTargets } from "./use-targets";

const useStyles = makeStyles({
  list: { display: "grid", gap: "4px", margin: 0, padding: 0, listStyle: "none" },
  item: { display: "flex", alignItems: "center", gap: "8px" },
  state: { display: "grid", gap: "8px", justifyItems: "start" },
});

interface Props {
  account: SocialAccount;
  words: TargetWords;
  open: boolean;
  onClose: () => void;
}

const kindNote: Partial<Record<LinkTarget["kind"], string>> = { person: "your profile", playlist: "playlist" };

/**
 * Where a linked account publishes: what the platform offers now, the chosen ones ticked; saving
 * replaces the account's targets. Loading, empty ("No Pages found") and error states.
 */
export const TargetDialog = ({ account, words, open, onClose }: Props) => {
  const styles = useStyles();
  const available = useAvailableTargets(account.id, open);
  const save = useChooseTargets(account.id, onClose);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (open) {
      setSelected(new Set(account.targets.map((target) => target.id)));
    }
  }, [open, account.targets]);

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });

  const targets = available.data ?? [];
  const title = `${words.plural} for @${account.username}`;
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {available.isPending && open ? <Spinner size="small" label={`Loading ${words.plural}`} /> : null}
            {available.isError ? (
              <div className={styles.state}>
                <Body1 role="alert">
                  {SOCIAL_LINKING_MESSAGES.targetsFailed}
                  {available.error instanceof Error && available.error.message ? ` ${available.error.message}` : ""}
                </Body1>
                <Button onClick={() => void available.refetch()}>Retry</Button>
              </div>
            ) : null}
            {available.isSuccess && targets.length === 0 ? (
              <div className={styles.state} role="status">
                <Body1>{words.empty}</Body1>
                <Caption1>{words.emptyHint}</Caption1>
              </div>
            ) : null}
            {targets.length > 0 ? (
              <ul className={styles.list} aria-label={`Available ${words.plural}`}>
                {targets.map((target) => (
                  <li key={target.id} className={styles.item}>
                    <Avatar image={target.pictureUrl ? { src: target.pictureUrl } : undefined} name={target.name} size={24} />
                    <Checkbox
                      label={kindNote[target.kind] ? `${target.name} (${kindNote[target.kind]})` : target.name}
                      checked={selected.has(target.id)}
                      onChange={(_event, data) => toggle(target.id, data.checked === true)}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              disabled={!available.isSuccess || save.isPending}
              onClick={() => save.mutate(targets.filter((target) => selected.has(target.id)).map((target) => target.id))}
            >
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
