import { Avatar, Button, makeStyles, MessageBar, MessageBarBody, Spinner } from "@fluentui/react-components";
import { DeleteRegular, ImageAddRegular } from "@fluentui/react-icons";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { User } from "@wordloom/shared/model";
import { errorMessage } from "../api/errors";
import { CropDialog, type PickedPicture } from "./CropDialog";
import { PICTURE_ACCEPT, pictureProblem } from "./picture-rules";
import { usePictureActions } from "./use-picture-actions";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", gap: "20px", flexWrap: "wrap" },
  controls: { display: "grid", gap: "8px", justifyItems: "start" },
  buttons: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
  hidden: { display: "none" },
});

/** The avatar with Change picture (check, crop, upload) and Remove picture. */
export const ProfilePicture = ({ user }: { user: User }) => {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, remove } = usePictureActions();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => {
    if (!picked) {
      return;
    }
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still fires a change.
    event.target.value = "";
    if (!file) {
      return;
    }
    const found = pictureProblem(file);
    setProblem(found);
    if (!found) {
      upload.reset();
      setPicked({ file, url: URL.createObjectURL(file) });
    }
  };

  const send = (file: Blob, fileName: string) => upload.mutate({ file, fileName }, { onSuccess: () => setPicked(null) });

  return (
    <div className={styles.root}>
      <Avatar
        size={96}
        name={`${user.fname} ${user.lname}`.trim() || user.email}
        image={user.profilepic ? { src: user.profilepic, alt: "Profile picture" } : undefined}
      />
      <div className={styles.controls}>
        <div className={styles.buttons}>
          <Button icon={<ImageAddRegular />} onClick={() => input.current?.click()} disabled={busy}>
            {user.profilepic ? "Change picture" : "Add picture"}
          </Button>
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => remove.mutate()} disabled={busy || !user.profilepic}>
            Remove picture
          </Button>
          {remove.isPending ? <Spinner size="tiny" label="Removing…" /> : null}
        </div>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept={PICTURE_ACCEPT}
          onChange={choose}
          aria-label="Choose a profile picture"
        />
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <CropDialog
        key={picked?.url ?? "closed"}
        picture={picked}
        uploading={upload.isPending}
        uploadError={upload.isError ? errorMessage(upload.error) : null}
        onUpload={send}
        onCancel={() => setPicked(null)}
      />
    </div>
  );
};
