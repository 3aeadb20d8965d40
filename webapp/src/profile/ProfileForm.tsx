import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Textarea } from "@fluentui/react-components";
import { useState, type FormEvent } from "react";
import type { User } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { blocksSaving } from "./handle-status";
import { HandleField } from "./HandleField";
import {
  profileChanges,
  profileErrorsFromApi,
  validateProfileChanges,
  valuesFromUser,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from "./profile-form";
import { useHandleAvailability } from "./use-handle-availability";
import { useSaveProfile } from "./use-save-profile";

const useStyles = makeStyles({
  form: { display: "grid", gap: "16px", maxWidth: "640px" },
  names: { display: "grid", gap: "16px", gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" },
  actions: { display: "flex", gap: "8px" },
});

const fieldState = (message: string | undefined) => ({
  validationMessage: message,
  validationState: message ? ("error" as const) : ("none" as const),
});

/** Names, about and screen name; Save sends only what changed (PATCH /api/me). */
export const ProfileForm = ({ user }: { user: User }) => {
  const styles = useStyles();
  const [values, setValues] = useState<ProfileValues>(() => valuesFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const handleStatus = useHandleAvailability(values.handle, user.handle);
  const save = useSaveProfile();
  const changes = profileChanges(values, user);
  const dirty = Object.keys(changes).length > 0;

  const update = (field: ProfileField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfileChanges(changes);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    if (!dirty || blocksSaving(handleStatus)) {
      return;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        setValues(valuesFromUser(saved));
        setErrors({});
      },
      onError: (error) => setErrors(profileErrorsFromApi(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Profile details" noValidate>
      {errors.form ? (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.names}>
        <Field label="First name" required {...fieldState(errors.fname)}>
          <Input
            value={values.fname}
            onChange={(_event, data) => update("fname")(data.value)}
            maxLength={LIMITS.profile.maxNameChars}
            autoComplete="given-name"
          />
        </Field>
        <Field label="Last name" required {...fieldState(errors.lname)}>
          <Input
            value={values.lname}
            onChange={(_event, data) => update("lname")(data.value)}
            maxLength={LIMITS.profile.maxNameChars}
            autoComplete="family-name"
          />
        </Field>
      </div>
      <HandleField value={values.handle} onChange={update("handle")} status={handleStatus} error={errors.handle} />
      <Field
        label="About"
        hint={errors.about ? undefined : `${values.about.length} / ${LIMITS.profile.maxAboutChars} characters`}
        {...fieldState(errors.about)}
      >
        <Textarea
          value={values.about}
          onChange={(_event, data) => update("about")(data.value)}
          maxLength={LIMITS.profile.maxAboutChars}
          rows={5}
          resize="vertical"
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={!dirty || save.isPending || blocksSaving(handleStatus)}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button
          appearance="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setValues(valuesFromUser(user));
            setErrors({});
          }}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
};
