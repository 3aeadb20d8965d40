import { Button, Dropdown, Option } from "@fluentui/react-components";
import { useState } from "react";
import { MESSAGES } from "../../messages";
import type { Sensitivity } from "@wordloom/shared/rules";
import { maskableAt, type ComplianceItem } from "./compliance-items";

const LEVELS: ReadonlyArray<{ value: Exclude<Sensitivity, "low">; label: string }> = [
  { value: "medium", label: "Medium and high" },
  { value: "high", label: "High only" },
];

interface MaskAllProps {
  items: readonly ComplianceItem[];
  onMask: (items: ComplianceItem[]) => void;
}

/** PII masking by access level: masks every item of that sensitivity or above. */
export const MaskAll = ({ items, onMask }: MaskAllProps) => {
  const [level, setLevel] = useState<Exclude<Sensitivity, "low">>("medium");
  const [empty, setEmpty] = useState(false);
  const label = LEVELS.find((entry) => entry.value === level)?.label ?? "";
  return (
    <div style={{ display: "grid", gap: 6 }}>
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <Dropdown
          aria-label="Access level"
          size="small"
          value={label}
          selectedOptions={[level]}
          onOptionSelect={(_event, data) => {
            if (data.optionValue === "medium" || data.optionValue === "high") {
              setLevel(data.optionValue);
              setEmpty(false);
            }
          }}
        >
          {LEVELS.map((entry) => (
            <Option key={entry.value} value={entry.value}>
              {entry.label}
            </Option>
          ))}
        </Dropdown>
        <Button
          size="small"
          onClick={() => {
            const chosen = maskableAt(items, level);
            setEmpty(chosen.length === 0);
            if (chosen.length > 0) {
              onMask(chosen);
            }
          }}
        >
          Mask all
        </Button>
      </div>
      {empty ? <span role="status">{MESSAGES.nothingToMask}</span> : null}
    </div>
  );
};
