import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import { LIMITS } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { sessionStore, useSession } from "../api/session";
import { appPath } from "../shell/paths";
import { AuthTabs, type AuthTab } from "./AuthTabs";
import { safeNext } from "./RequireAuth";

const useStyles = makeStyles({
  root: {
    minHeight: "100vh",
    boxSizing: "border-box",
    display: "grid",
    placeItems: "center",
    backgroundColor: tokens.colorNeutralBackground2,
    padding: "16px",
  },
  // Styled like Fluent's Card (whose focus manager the first screen does not need).
  card: {
    width: "min(420px, 100%)",
    boxSizing: "border-box",
    padding: "28px",
    display: "grid",
    gap: "16px",
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  // minmax(0, …): a grid column no narrower than its field's own minimum width pushed the fields past the card.
  form: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "12px" },
  names: { display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: "12px" },
});

type Mode = "signin" | "signup";
const TABS: readonly AuthTab<Mode>[] = [
  { value: "signin", label: "Sign in" },
  { value: "signup", label: "Create account" },
];

/** /auth: sign in or create an account, then go back where the user was headed. */
export const AuthPage = () => {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "signin");
  const [form, setForm] = useState({ email: "", password: "", fname: "", lname: "" });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session) {
    return <Navigate to={safeNext(params.get("next"), appPath(session.user.selectedProduct))} replace />;
  }

  const set = (key: keyof typeof form) => (_event: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIssues({});
    setProblem(null);
    if (mode === "signup" && form.password.length < LIMITS.password.minChars) {
      setIssues({ "body.password": `Password must be at least ${LIMITS.password.minChars} characters` });
      return;
    }
    setBusy(true);
    try {
      const result =
        mode === "signin" ? await api.signIn({ body: { email: form.email, password: form.password } }) : await api.signUp({ body: form });
      sessionStore.fromAuthResult(result);
      navigate(safeNext(params.get("next"), appPath(result.user.selectedProduct)), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED") {
        setIssues(error.fieldIssues);
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) => issues[`body.${name}`];
  return (
    <div className={styles.root}>
      <div role="group" className={styles.card}>
        <Title2 as="h1">Wordloom</Title2>
        <AuthTabs tabs={TABS} selected={mode} onSelect={setMode} />
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {mode === "signup" ? (
            <div className={styles.names}>
              <Field label="First name" required validationMessage={fieldError("fname")}>
                <Input value={form.fname} onChange={set("fname")} autoComplete="given-name" />
              </Field>
              <Field label="Last name" required validationMessage={fieldError("lname")}>
                <Input value={form.lname} onChange={set("lname")} autoComplete="family-name" />
              </Field>
            </div>
          ) : null}
          <Field label="E-mail" required validationMessage={fieldError("email")}>
            <Input type="email" value={form.email} onChange={set("email")} autoComplete="email" />
          </Field>
          <Field
            label="Password"
            required
            validationMessage={fieldError("password")}
            hint={mode === "signup" ? "At least 8 characters" : undefined}
          >
            <Input
              type="password"
              value={form.password}
              onChange={set("password")}
              autoComplete={mode === "signup" ? "new-password" : "current-password"}
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={busy}>
            {mode === "signin" ? "Sign in" : "Create account"}
          </Button>
        </form>
      </div>
    </div>
  );
};
