import type { ApiClient } from "@wordloom/shared/api";
import type { User } from "@wordloom/shared/model";
import { ADDONS, type AccountType, type Addon, type Product, type SubscriptionType, type UserRole } from "@wordloom/shared/rules";

/** The plan fields the edit dialog sets. */
export interface PlanForm {
  subscriptionProduct: Product;
  subscriptionType: SubscriptionType;
  addons: Addon[];
  accountType: AccountType;
  userRole: UserRole;
}

/** What PATCH /api/admin/users/:id accepts. */
export type PlanChanges = Parameters<ApiClient["adminUpdateUser"]>[0]["body"];

export const planFormOf = (user: User): PlanForm => ({
  subscriptionProduct: user.subscriptionProduct,
  subscriptionType: user.subscriptionType,
  addons: sortAddons(user.addons),
  accountType: user.accountType,
  userRole: user.userRole,
});

/** Add-ons in one canonical order, without repeats. */
export const sortAddons = (addons: readonly Addon[]): Addon[] => ADDONS.filter((addon) => addons.includes(addon));

const sameAddons = (left: readonly Addon[], right: readonly Addon[]) => {
  const a = sortAddons(left);
  const b = sortAddons(right);
  return a.length === b.length && a.every((addon, index) => addon === b[index]);
};

/** Only the fields the admin changed; empty when nothing changed. */
export const planChanges = (user: User, form: PlanForm): PlanChanges => {
  const changes: PlanChanges = {};
  if (form.subscriptionProduct !== user.subscriptionProduct) {
    changes.subscriptionProduct = form.subscriptionProduct;
  }
  if (form.subscriptionType !== user.subscriptionType) {
    changes.subscriptionType = form.subscriptionType;
  }
  if (!sameAddons(form.addons, user.addons)) {
    changes.addons = sortAddons(form.addons);
  }
  if (form.accountType !== user.accountType) {
    changes.accountType = form.accountType;
  }
  if (form.userRole !== user.userRole) {
    changes.userRole = form.userRole;
  }
  return changes;
};
