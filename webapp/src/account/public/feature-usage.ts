/**
 * The plan's usage and the gate other features check before a metered action. Not in index.ts:
 * the main bundle imports that, and would take these (and TanStack Query's hook code) into it.
 */
export { useAccountUsage } from "../use-account-usage";
export { ensureFeatureAvailable } from "../feature-gate";
