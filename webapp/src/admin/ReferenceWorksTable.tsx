import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "@fluentui/react-components";
import { DeleteRegular } from "@fluentui/react-icons";
import type { ReferenceWork } from "@wordloom/shared/model";
import { formatDate } from "./format";

const COLUMNS = ["Title", "Words", "Added", "Source", "Actions"] as const;
const numberFormat = new Intl.NumberFormat();

/** The reference corpus, one row per work, with a Delete action. */
export const ReferenceWorksTable = ({ works, onDelete }: { works: ReferenceWork[]; onDelete: (work: ReferenceWork) => void }) => (
  <Table aria-label="Reference works" size="small">
    <TableHeader>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableHeaderCell key={column}>{column}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHeader>
    <TableBody>
      {works.map((work) => (
        <TableRow key={work.id}>
          <TableCell>{work.title}</TableCell>
          <TableCell>{numberFormat.format(work.wordCount)}</TableCell>
          <TableCell>{formatDate(work.createdAt)}</TableCell>
          <TableCell>{work.source}</TableCell>
          <TableCell>
            <Button size="small" icon={<DeleteRegular />} aria-label={`Delete ${work.title}`} onClick={() => onDelete(work)}>
              Delete
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
