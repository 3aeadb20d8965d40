import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import type { User } from "@wordloom/shared/model";
import { ACCOUNT_TYPES, PRODUCTS, SUBSCRIPTION_TYPES, USER_ROLES } from "@wordloom/shared/rules";
import { AddonsField } from "./AddonsField";
import { ChoiceField } from "./ChoiceField";
import { displayName } from "./format";
import { ACCOUNT_TYPE_LABELS, PRODUCT_LABELS, SUBSCRIPTION_TYPE_LABELS, USER_ROLE_LABELS } from "./labels";
import { planChanges, planFormOf, type PlanForm } from "./plan-changes";
import { useUpdateUser } from "./use-update-user";

const useStyles = makeStyles({
  fields: { display: "grid", gap: "12px" },
});

/** Edit a user's subscription, add-ons, account type and role; Save sends only what changed. */
export const EditUserDialog = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const styles = useStyles();
  const [form, setForm] = useState<PlanForm>(() => planFormOf(user));
  const update = useUpdateUser({ onSaved: onClose });
  const changes = planChanges(user, form);
  const changed = Object.keys(changes).length > 0;
  const set =
    <K extends keyof PlanForm>(key: K) =>
    (value: PlanForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !update.isPending) {
      update.mutate({ id: user.id, changes });
    }
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open || update.isPending ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>Edit user</DialogTitle>
            <DialogContent className={styles.fields}>
              <Body1>{displayName(user) ? `${displayName(user)} · ${user.email}` : user.email}</Body1>
              <ChoiceField
                label="Subscription product"
                value={form.subscriptionProduct}
                options={PRODUCTS}
                labels={PRODUCT_LABELS}
                onChange={set("subscriptionProduct")}
              />
              <ChoiceField
                label="Subscription tier"
                value={form.subscriptionType}
                options={SUBSCRIPTION_TYPES}
                labels={SUBSCRIPTION_TYPE_LABELS}
                onChange={set("subscriptionType")}
              />
              <AddonsField value={form.addons} onChange={set("addons")} />
              <ChoiceField
                label="Account type"
                value={form.accountType}
                options={ACCOUNT_TYPES}
                labels={ACCOUNT_TYPE_LABELS}
                onChange={set("accountType")}
              />
              <ChoiceField label="Role" value={form.userRole} options={USER_ROLES} labels={USER_ROLE_LABELS} onChange={set("userRole")} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={update.isPending}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={!changed || update.isPending}>
                {update.isPending ? "Saving…" : "Save"}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
