import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Slider,
  Spinner,
  tokens,
} from "@fluentui/react-components";
import { useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { COVER } from "@wordloom/shared/rules";

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const PERCENT = 100;

const useStyles = makeStyles({
  stage: {
    position: "relative",
    height: "300px",
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground3,
  },
  surface: { maxWidth: "min(760px, calc(100vw - 32px))" },
  content: { display: "grid", gap: "12px" },
  actions: { alignItems: "center", flexWrap: "wrap" },
});

export interface PickedCover {
  file: File;
  url: string;
}

interface CoverCropDialogProps {
  cover: PickedCover | null;
  uploading: boolean;
  error: string | null;
  /** Crop: the area in the image's pixels; Upload full: null. */
  onUpload: (area: Area | null) => void;
  onCancel: () => void;
}

const usable = (area: Area | null): area is Area =>
  area !== null && [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0 && area.height > 0;

/**
 * The cover's crop (spec document 2 §4 image upload, §9): the crop frame keeps 2.23 (700 × 300);
 * Crop sends the chosen area, Upload full the whole image. The server crops and compresses.
 */
export const CoverCropDialog = ({ cover, uploading, error, onUpload, onCancel }: CoverCropDialogProps) => {
  const styles = useStyles();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open={cover !== null} onOpenChange={(_event, data) => (data.open || uploading ? undefined : onCancel())}>
      <DialogSurface className={styles.surface} aria-describedby={error ? "cover-problem" : undefined}>
        <DialogBody>
          <DialogTitle>Crop the cover image</DialogTitle>
          <DialogContent className={styles.content}>
            {cover ? (
              <div className={styles.stage} data-testid="cover-cropper">
                <Cropper
                  image={cover.url}
                  crop={crop}
                  zoom={zoom}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  aspect={COVER.aspect}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_area, pixels) => setArea(usable(pixels) ? pixels : null)}
                />
              </div>
            ) : null}
            <Field label="Zoom">
              <Slider
                min={MIN_ZOOM * PERCENT}
                max={MAX_ZOOM * PERCENT}
                value={Math.round(zoom * PERCENT)}
                onChange={(_event, data) => setZoom(data.value / PERCENT)}
                disabled={uploading}
                aria-valuetext={`${Math.round(zoom * PERCENT)}%`}
              />
            </Field>
            {error ? (
              <MessageBar intent="error" id="cover-problem">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {uploading ? <Spinner size="tiny" label="Uploading…" /> : null}
            <Button appearance="secondary" onClick={onCancel} disabled={uploading}>
              Cancel
            </Button>
            <Button appearance="secondary" disabled={uploading} onClick={() => onUpload(null)}>
              Upload full
            </Button>
            <Button appearance="primary" disabled={uploading || !usable(area)} onClick={() => onUpload(area)}>
              Crop
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
