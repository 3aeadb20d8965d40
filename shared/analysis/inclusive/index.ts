export { checkInclusive, type InclusiveFinding, type InclusiveOptions } from "./check";
export { isContextFalsePositive, type ContextHit } from "./context";
export { LOW_IGNORE, LOW_PATTERN_PHRASES } from "./ignore";
export { HIGH_IDS, HIGH_PHRASES, LOW_IDS, LOW_PHRASES, MEDIUM_PHRASES, sensitivityOf, type Sensitivity, type SensitivityInput } from "./sensitivity";
