import type { User } from "@wordloom/shared/model";
import { ADDON_LABELS, PRODUCT_LABELS, SUBSCRIPTION_TYPE_LABELS } from "./labels";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const displayName = (user: User): string => `${user.fname} ${user.lname}`.trim();

export const formatSubscription = (user: User): string =>
  `${PRODUCT_LABELS[user.subscriptionProduct]} · ${SUBSCRIPTION_TYPE_LABELS[user.subscriptionType]}`;

export const formatAddons = (user: User): string =>
  user.addons.length ? user.addons.map((addon) => ADDON_LABELS[addon]).join(", ") : "None";

export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
