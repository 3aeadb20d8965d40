import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "@fluentui/react-components";
import { EditRegular } from "@fluentui/react-icons";
import type { User } from "@wordloom/shared/model";
import { displayName, formatAddons, formatDate, formatSubscription } from "./format";
import { ACCOUNT_TYPE_LABELS, USER_ROLE_LABELS } from "./labels";

const COLUMNS = ["E-mail", "Name", "Handle", "Subscription", "Add-ons", "Account type", "Role", "Created", "Actions"] as const;

/** One page of users with an Edit action per row. */
export const UsersTable = ({ users, onEdit }: { users: User[]; onEdit: (user: User) => void }) => (
  <Table aria-label="Users" size="small">
    <TableHeader>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableHeaderCell key={column}>{column}</TableHeaderCell>
        ))}
      </TableRow>
    </TableHeader>
    <TableBody>
      {users.map((user) => (
        <TableRow key={user.id}>
          <TableCell>{user.email}</TableCell>
          <TableCell>{displayName(user) || "—"}</TableCell>
          <TableCell>{user.handle ? `@${user.handle}` : "—"}</TableCell>
          <TableCell>{formatSubscription(user)}</TableCell>
          <TableCell>{formatAddons(user)}</TableCell>
          <TableCell>{ACCOUNT_TYPE_LABELS[user.accountType]}</TableCell>
          <TableCell>{USER_ROLE_LABELS[user.userRole]}</TableCell>
          <TableCell>{formatDate(user.createdAt)}</TableCell>
          <TableCell>
            <Button size="small" icon={<EditRegular />} aria-label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
              Edit
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
