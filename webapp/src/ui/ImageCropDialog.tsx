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
import { isUsableArea } from "./crop-area";

export type { Area };

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** The slider moves in whole percent (a fractional step would draw a tick mark per step). */
const PERCENT = 100;

const useStyles = makeStyles({
  stage: {
    position: "relative",
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground3,
  },
  wide: { maxWidth: "min(760px, calc(100vw - 32px))" },
  content: { display: "grid", gap: "12px" },
  actions: { alignItems: "center", flexWrap: "wrap" },
  action: { whiteSpace: "nowrap" },
});

/** A picked, already checked image: the file and an object URL to show it. */
export interface PickedImage {
  file: File;
  url: string;
}

interface ImageCropDialogProps {
  /** The image to crop, or null when the dialog is closed. */
  image: PickedImage | null;
  title: string;
  /** Width / height of the crop frame (1 for a profile picture, 2.23 for a cover). */
  aspect: number;
  /** Height of the cropping stage in px. */
  stageHeight: number;
  /** A wider dialog (for a wide crop frame). */
  wide?: boolean;
  uploading: boolean;
  /** The upload's failure, shown in the dialog so the user can retry. */
  uploadError: string | null;
  /** Shown when Crop is pressed before the cropper reported an area. */
  noAreaMessage: string;
  /** Crop stays disabled until the cropper reported an area (instead of saying `noAreaMessage`). */
  requireArea?: boolean;
  /** Crop: the chosen area in the image's pixels; a thrown Error's message is shown in the dialog. */
  onCrop: (area: Area) => Promise<void> | void;
  /** Upload full: the image as picked. */
  onUploadFull: () => void;
  onCancel: () => void;
}

/**
 * The one crop dialog (react-easy-crop with zoom) for every picture the user uploads: the profile
 * picture (square, cropped in the browser) and a document's cover (2.23, cropped by the server).
 * Crop hands the chosen area to `onCrop`; Upload full sends the image as picked.
 */
export const ImageCropDialog = ({
  image,
  title,
  aspect,
  stageHeight,
  wide = false,
  uploading,
  uploadError,
  noAreaMessage,
  requireArea = false,
  onCrop,
  onUploadFull,
  onCancel,
}: ImageCropDialogProps) => {
  const styles = useStyles();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = cropping || uploading;

  const cropChosen = async () => {
    if (!isUsableArea(area)) {
      setProblem(noAreaMessage);
      return;
    }
    setCropping(true);
    setProblem(null);
    try {
      await onCrop(area);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be cropped.");
    } finally {
      setCropping(false);
    }
  };

  const message = problem ?? uploadError;
  return (
    <Dialog open={image !== null} onOpenChange={(_event, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface className={wide ? styles.wide : undefined} aria-describedby={message ? "crop-problem" : undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {image ? (
              <div className={styles.stage} style={{ height: `${stageHeight}px` }} data-testid="image-cropper">
                <Cropper
                  image={image.url}
                  crop={crop}
                  zoom={zoom}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  aspect={aspect}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_area, pixels) => {
                    if (isUsableArea(pixels)) {
                      setArea(pixels);
                      setProblem(null);
                    } else {
                      setArea(null);
                    }
                  }}
                />
              </div>
            ) : null}
            <Field label="Zoom">
              <Slider
                min={MIN_ZOOM * PERCENT}
                max={MAX_ZOOM * PERCENT}
                value={Math.round(zoom * PERCENT)}
                onChange={(_event, data) => setZoom(data.value / PERCENT)}
                disabled={busy}
                aria-valuetext={`${Math.round(zoom * PERCENT)}%`}
              />
            </Field>
            {message ? (
              <MessageBar intent="error" id="crop-problem">
                <MessageBarBody>{message}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {busy ? <Spinner size="tiny" label={cropping ? "Cropping…" : "Uploading…"} /> : null}
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button className={styles.action} appearance="secondary" disabled={busy || !image} onClick={onUploadFull}>
              Upload full
            </Button>
            <Button appearance="primary" disabled={busy || (requireArea && !isUsableArea(area))} onClick={() => void cropChosen()}>
              Crop
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
