import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from "@fluentui/react-components";
import type { FeatureUsage } from "@wordloom/shared/model";
import { FeatureUsageRow } from "./FeatureUsageRow";
import { useCheckFeature } from "./use-check-feature";

/** Every metered feature with its usage; Check asks the server whether it may be used now. */
export const FeatureUsageTable = ({ features }: { features: readonly FeatureUsage[] }) => {
  const check = useCheckFeature();
  return (
    <Table aria-label="Feature usage" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Feature</TableHeaderCell>
          <TableHeaderCell>Usage</TableHeaderCell>
          <TableHeaderCell style={{ width: 120 }}>Availability</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {features.map((usage) => (
          <FeatureUsageRow
            key={usage.feature}
            usage={usage}
            checking={check.isPending && check.variables === usage.feature}
            onCheck={() => check.mutate(usage.feature)}
          />
        ))}
      </TableBody>
    </Table>
  );
};
