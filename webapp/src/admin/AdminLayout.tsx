import { makeStyles, tokens } from "@fluentui/react-components";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { Loading } from "../ui/Loading";
import { AdminHeader } from "./AdminHeader";
import { AdminNav } from "./AdminNav";
import { adminKeys } from "./queries";
import { RequireAdmin } from "./RequireAdmin";

const useStyles = makeStyles({
  root: { minHeight: "100vh", display: "flex", flexDirection: "column", backgroundColor: tokens.colorNeutralBackground1 },
  content: { flexGrow: 1, padding: "24px", minWidth: 0 },
});

/** /admin/*: the admin frame, only with an admin session. Admin data is dropped from memory when the admin leaves. */
export const AdminLayout = () => {
  const styles = useStyles();
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.removeQueries({ queryKey: adminKeys.all }), [queryClient]);
  return (
    <RequireAdmin>
      <div className={styles.root}>
        <AdminHeader />
        <AdminNav />
        <main className={styles.content}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </RequireAdmin>
  );
};
