import { Body1, Button, makeStyles, Title3, tokens } from "@fluentui/react-components";
import { SignOutRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { signOutAdmin } from "./admin-sign-out";
import { useAdminSession } from "./admin-session";

const useStyles = makeStyles({
  header: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "12px",
    flexWrap: "wrap",
    padding: "10px 24px",
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  account: { display: "flex", alignItems: "center", gap: "12px" },
});

/** The admin area's header: who is signed in, and Sign out. */
export const AdminHeader = () => {
  const styles = useStyles();
  const session = useAdminSession();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await signOutAdmin();
  };
  return (
    <header className={styles.header}>
      <Title3 as="h1">Wordloom admin</Title3>
      <div className={styles.account}>
        {session ? <Body1 aria-label="Signed in as">{session.admin.email}</Body1> : null}
        <Button icon={<SignOutRegular />} onClick={() => void signOut()} disabled={signingOut}>
          {signingOut ? "Signing out…" : "Sign out"}
        </Button>
      </div>
    </header>
  );
};
