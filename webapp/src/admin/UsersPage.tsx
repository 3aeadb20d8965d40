import {
  Body1,
  Button,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title2,
  tokens,
} from "@fluentui/react-components";
import { SearchRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { User } from "@wordloom/shared/model";
import { errorMessage } from "../api/errors";
import { Loading } from "../ui/Loading";
import { EditUserDialog } from "./EditUserDialog";
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from "./use-admin-users";
import { UsersPagination } from "./UsersPagination";
import { UsersTable } from "./UsersTable";
import { useUsersSearch } from "./use-users-search";

const MAX_QUERY_CHARS = 200;

const useStyles = makeStyles({
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap", marginBottom: "16px" },
  search: { width: "min(360px, 100%)" },
  table: { overflowX: "auto" },
  refreshing: { opacity: 0.6 },
  empty: { display: "grid", justifyItems: "center", gap: "8px", padding: "48px 16px", color: tokens.colorNeutralForeground2 },
});

/** /admin/users: every user, newest first, searchable, 20 per page, with plan editing. */
export const UsersPage = () => {
  const styles = useStyles();
  const { search, setSearch, q, page, setPage } = useUsersSearch();
  const users = useAdminUsers({ page, q });
  const [editing, setEditing] = useState<User | null>(null);

  return (
    <section aria-labelledby="users-heading">
      <div className={styles.header}>
        <Title2 id="users-heading">Users</Title2>
        <Input
          className={styles.search}
          contentBefore={<SearchRegular />}
          type="search"
          placeholder="Search by e-mail, name or handle"
          aria-label="Search users"
          maxLength={MAX_QUERY_CHARS}
          value={search}
          onChange={(_event, data) => setSearch(data.value)}
        />
      </div>
      {users.isPending ? (
        <Loading label="Loading users" />
      ) : users.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(users.error)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void users.refetch()}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      ) : users.data.items.length === 0 ? (
        <div role="status" className={styles.empty}>
          <Body1>{q ? `No users match “${q}”.` : page > 1 ? "There are no users on this page." : "There are no users yet."}</Body1>
          {page > 1 ? <Button onClick={() => setPage(1)}>Go to the first page</Button> : null}
        </div>
      ) : (
        <>
          <div className={users.isPlaceholderData ? `${styles.table} ${styles.refreshing}` : styles.table} aria-busy={users.isFetching}>
            <UsersTable users={users.data.items} onEdit={setEditing} />
          </div>
          <UsersPagination
            page={users.data.page}
            limit={users.data.limit || ADMIN_USERS_PAGE_SIZE}
            total={users.data.total}
            disabled={users.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
      {editing ? <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
};
