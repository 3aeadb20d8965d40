import { Body1, Button, Card, Field, Input, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import { errorMessage } from "../api/errors";
import { adminApi } from "./admin-client";
import { safeAdminNext } from "./admin-paths";
import { adminSessionStore, useAdminSession, useAdminSessionEnd } from "./admin-session";

const useStyles = makeStyles({
  root: { minHeight: "100vh", display: "grid", placeItems: "center", backgroundColor: tokens.colorNeutralBackground2, padding: "16px" },
  card: { width: "min(420px, 100%)", padding: "28px", display: "grid", gap: "16px" },
  form: { display: "grid", gap: "12px" },
});

const ADMIN_SESSION_ENDED_MESSAGE = "Your admin session has ended. Please sign in again.";

/** /admin/login: admin sign-in (separate accounts and sessions), then the admin page the admin was headed to. */
export const AdminLoginPage = () => {
  const styles = useStyles();
  const session = useAdminSession();
  const ended = useAdminSessionEnd();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: "", password: "" });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const destination = safeAdminNext(params.get("next"));

  if (session) {
    return <Navigate to={destination} replace />;
  }

  const set = (key: keyof typeof form) => (_event: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIssues({});
    setProblem(null);
    setBusy(true);
    try {
      const { admin, accessToken, accessTokenExpiresAt } = await adminApi.adminSignIn({ body: form });
      adminSessionStore.set({ admin, accessToken, accessTokenExpiresAt });
      navigate(destination, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED" && Object.keys(error.fieldIssues).length > 0) {
        setIssues(error.fieldIssues);
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Title2 as="h1">Wordloom admin</Title2>
        <Body1>Sign in with your administrator account.</Body1>
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : ended === "expired" ? (
          <MessageBar intent="warning">
            <MessageBarBody>{ADMIN_SESSION_ENDED_MESSAGE}</MessageBarBody>
          </MessageBar>
        ) : null}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field label="E-mail" required validationMessage={issues["body.email"]}>
            <Input type="email" value={form.email} onChange={set("email")} autoComplete="username" />
          </Field>
          <Field label="Password" required validationMessage={issues["body.password"]}>
            <Input type="password" value={form.password} onChange={set("password")} autoComplete="current-password" />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </Button>
        </form>
      </Card>
    </div>
  );
};
