import { Button, Caption1, Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { ImageAddRegular, DeleteRegular } from "@fluentui/react-icons";
import { useRef, useState } from "react";
import type { PostMedia } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import { useNotify } from "../../ui/toasts";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px" },
  grid: { display: "flex", gap: "8px", flexWrap: "wrap" },
  item: {
    display: "grid",
    gap: "4px",
    width: "120px",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: "4px",
  },
  thumb: { width: "110px", height: "80px", objectFit: "cover", borderRadius: tokens.borderRadiusSmall },
  row: { display: "flex", gap: "8px", flexWrap: "wrap", alignItems: "center" },
});

interface MediaPanelProps {
  media: readonly PostMedia[];
  disabled: boolean;
  uploading: boolean;
  removing: boolean;
  onUpload: (file: File) => void;
  onRemove: (ids: string[]) => void;
}

/** Images by upload (spec 4 §5: up to 5; jpg, jpeg, png, webp, gif) and removal of the selected media. */
export const MediaPanel = ({ media, disabled, uploading, removing, onUpload, onRemove }: MediaPanelProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const images = media.filter((item) => item.purpose === "post");
  const full = images.filter((item) => item.kind === "image" || item.kind === "gif").length >= CAMPAIGN_LIMITS.maxImagesPerPost;
  const pick = (file: File | undefined) => {
    if (!file) {
      return;
    }
    if (!(CAMPAIGN_LIMITS.imageMimeTypes as readonly string[]).includes(file.type)) {
      notify(CAMPAIGN_MESSAGES.imageType, "error");
      return;
    }
    onUpload(file);
  };
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Upload an image"
          disabled={disabled || uploading || full}
          accept={CAMPAIGN_LIMITS.imageMimeTypes.join(",")}
          onChange={(event) => {
            // A post that is not saved yet has no address to upload to (the panel is disabled until it is).
            if (!disabled) {
              pick(event.target.files?.[0]);
            }
            event.target.value = "";
          }}
        />
        <Button
          icon={<ImageAddRegular />}
          disabled={disabled || uploading || full}
          onClick={() =>
            full ? notify(CAMPAIGN_MESSAGES.tooManyImages(CAMPAIGN_LIMITS.maxImagesPerPost), "error") : input.current?.click()
          }
        >
          {uploading ? "Uploading…" : "Add image"}
        </Button>
        {selected.length > 0 ? (
          <Button
            icon={<DeleteRegular />}
            disabled={disabled || removing}
            onClick={() => {
              onRemove(selected);
              setSelected([]);
            }}
          >
            {`Remove selected (${selected.length})`}
          </Button>
        ) : null}
        <Caption1>{`${images.length} / ${CAMPAIGN_LIMITS.maxImagesPerPost} images`}</Caption1>
      </div>
      {images.length > 0 ? (
        <div className={styles.grid}>
          {images.map((item) => (
            <div key={item.id} className={styles.item}>
              {item.kind === "image" || item.kind === "gif" ? (
                <img className={styles.thumb} src={item.thumbnailUrl ?? item.url} alt={item.title} />
              ) : null}
              <Checkbox
                label={item.title || item.kind}
                disabled={disabled}
                checked={selected.includes(item.id)}
                onChange={(_event, data) => setSelected(data.checked ? [...selected, item.id] : selected.filter((id) => id !== item.id))}
              />
              {item.width && item.height ? <Caption1>{`${item.width}×${item.height}`}</Caption1> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
};
