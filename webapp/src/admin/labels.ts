/** The admin screens name plan values as the account page does. */
export { ACCOUNT_TYPE_LABELS, ADDON_LABELS, PRODUCT_LABELS, TIER_LABELS as SUBSCRIPTION_TYPE_LABELS, USER_ROLE_LABELS } from "../account";
