import type { LegalRule } from "../rule";
import { aforementioned } from "./aforementioned";
import { ambiguousDate } from "./ambiguous-date";
import { andOr } from "./and-or";
import { doublets } from "./doublets";
import { hereby } from "./hereby";
import { herein } from "./herein";
import { hereinafter } from "./hereinafter";
import { notwithstanding } from "./notwithstanding";
import { numberMismatch } from "./number-mismatch";
import { providedThat } from "./provided-that";
import { said } from "./said";
import { shall } from "./shall";
import { such } from "./such";
import { theSame } from "./the-same";
import { whereas } from "./whereas";
import { witnesseth } from "./witnesseth";

/** The curated plain-legal-English rules, in reporting order for findings at the same place. */
export const LEGAL_RULES: readonly LegalRule[] = [
  andOr,
  shall,
  numberMismatch,
  said,
  such,
  hereinafter,
  hereby,
  herein,
  whereas,
  witnesseth,
  aforementioned,
  theSame,
  doublets,
  ambiguousDate,
  providedThat,
  notwithstanding,
];
