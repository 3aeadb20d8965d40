import { makeStyles, Title3, tokens } from "@fluentui/react-components";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { api } from "../api/client";
import { sessionStore, useSession } from "../api/session";
import { useLimitPrompt } from "../account";
import { signOut } from "../auth";
import { lazyDialog } from "../ui/lazy-dialog";
import { Loading } from "../ui/Loading";
import { CreateMenu } from "./CreateMenu";
import { Sidebar } from "./Sidebar";
import type { SidebarContext } from "./sidebar-rules";

const useStyles = makeStyles({
  root: { display: "flex", height: "100vh", backgroundColor: tokens.colorNeutralBackground1 },
  main: { flexGrow: 1, display: "flex", flexDirection: "column", minWidth: 0 },
  header: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "12px",
    padding: "10px 24px",
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: { flexGrow: 1, overflow: "auto", padding: "24px" },
});

// The frame's dialogs load when first opened, not with the frame.
const logoutDialog = lazyDialog(
  () => import("../auth/public/LogoutDialog"),
  (module) => module.LogoutDialog,
  (props) => props.open,
);
const limitPromptDialog = lazyDialog(
  () => import("../account/public/LimitPrompt"),
  (module) => module.LimitPrompt,
  (props: { open: boolean }) => props.open,
);

export const ME_QUERY_KEY = ["me"] as const;

/** The signed-in frame: sidebar, header with the create menu, and the current screen. */
export const AppLayout = () => {
  const styles = useStyles();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(() => window.innerWidth >= 1024);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const limitReached = useLimitPrompt() !== null;

  // Keep the stored user fresh (plan, flags and names may change elsewhere).
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => api.me(undefined, { signal }) });
  useEffect(() => {
    if (me.data) {
      sessionStore.updateUser(me.data);
    }
  }, [me.data]);

  const collapse = useCallback(() => setExpanded(false), []);
  if (!session) {
    return null;
  }
  const { user } = session;
  const context: SidebarContext = {
    product: user.selectedProduct,
    flags: user.flags,
    accountType: user.accountType,
    userRole: user.userRole,
    hasActiveSharedDocument: false,
    chatReady: false,
  };

  const logout = async (allDevices: boolean) => {
    setConfirmLogout(false);
    await signOut(queryClient, allDevices);
    navigate("/auth", { replace: true });
  };

  return (
    <div className={styles.root}>
      <Sidebar
        user={user}
        product={user.selectedProduct}
        context={context}
        expanded={expanded}
        onToggle={() => setExpanded((value) => !value)}
        onCollapse={collapse}
        onLogout={() => setConfirmLogout(true)}
      />
      <div className={styles.main}>
        <header className={styles.header}>
          <Title3 as="h1">Wordloom</Title3>
          <CreateMenu flags={user.flags} product={user.selectedProduct} />
        </header>
        <main className={styles.content}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <logoutDialog.Component
        open={confirmLogout}
        onCancel={() => setConfirmLogout(false)}
        onLogout={(allDevices) => void logout(allDevices)}
      />
      <limitPromptDialog.Component open={limitReached} />
    </div>
  );
};
