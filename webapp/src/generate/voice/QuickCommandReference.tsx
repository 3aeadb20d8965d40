import { Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "@fluentui/react-components";
import { QUICK_COMMANDS } from "./voice-messages";

/** The Quick Command Reference beside Voice Create (spec document 3 §2.9). */
export const QuickCommandReference = () => (
  <section aria-labelledby="quick-commands-title">
    <Subtitle2 as="h3" id="quick-commands-title">
      Quick Command Reference
    </Subtitle2>
    <Table size="small" aria-labelledby="quick-commands-title">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Say</TableHeaderCell>
          <TableHeaderCell>What happens</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {QUICK_COMMANDS.map((command) => (
          <TableRow key={command.say}>
            <TableCell>
              <strong>“{command.say}”</strong>
            </TableCell>
            <TableCell>{command.does}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </section>
);
