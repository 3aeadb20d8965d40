export { checkInclusive, type InclusiveFinding, type InclusiveOptions } from "./check";
export { isContextFalsePositive, type ContextHit } from "./context";
export { LOW_IGNORE } from "./ignore";
export { LOW_IDS, LOW_PHRASES, sensitivityOf, type Sensitivity, type SensitivityInput } from "./sensitivity";
