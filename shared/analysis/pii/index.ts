export type { PiiEntityType, PiiFinding, PiiSensitivity, PiiSpan } from "./types";
export { PII_PRIORITY, PII_SENSITIVITY } from "./sensitivity";
export { detectPii, findAllPii, findPiiSpans } from "./detect";
export { ibanValid, luhnValid, ssnValid } from "./checksums";
export { maskPii } from "./mask";
