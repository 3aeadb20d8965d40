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
import { cropImage, isUsableArea } from "./crop-image";
import { croppedFileName, pictureProblem, SELECT_CROP_AREA_MESSAGE } from "./picture-rules";

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** The slider moves in whole percent (a fractional step would draw a tick mark per step). */
const PERCENT = 100;

const useStyles = makeStyles({
  stage: {
    position: "relative",
    height: "320px",
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground3,
  },
  content: { display: "grid", gap: "12px" },
  actions: { alignItems: "center" },
  action: { whiteSpace: "nowrap" },
});

/** A picked, already checked picture: the file and an object URL to show it. */
export interface PickedPicture {
  file: File;
  url: string;
}

interface CropDialogProps {
  picture: PickedPicture | null;
  uploading: boolean;
  /** The upload's failure, shown in the dialog so the user can retry. */
  uploadError: string | null;
  onUpload: (file: Blob, fileName: string) => void;
  onCancel: () => void;
}

/** Square crop with zoom; Crop exports the area as JPEG (quality 0.5), Upload full sends the file as picked. */
export const CropDialog = ({ picture, uploading, uploadError, onUpload, onCancel }: CropDialogProps) => {
  const styles = useStyles();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = cropping || uploading;

  const cropAndUpload = async () => {
    if (!picture) {
      return;
    }
    if (!isUsableArea(area)) {
      setProblem(SELECT_CROP_AREA_MESSAGE);
      return;
    }
    setCropping(true);
    setProblem(null);
    try {
      const blob = await cropImage(picture.url, area);
      if (!blob) {
        setProblem(SELECT_CROP_AREA_MESSAGE);
        return;
      }
      const tooBig = pictureProblem(blob);
      if (tooBig) {
        setProblem(tooBig);
        return;
      }
      onUpload(blob, croppedFileName(picture.file.name));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be cropped.");
    } finally {
      setCropping(false);
    }
  };

  const message = problem ?? uploadError;
  return (
    <Dialog open={picture !== null} onOpenChange={(_event, data) => (data.open || busy ? undefined : onCancel())}>
      <DialogSurface aria-describedby={message ? "crop-problem" : undefined}>
        <DialogBody>
          <DialogTitle>Crop your picture</DialogTitle>
          <DialogContent className={styles.content}>
            {picture ? (
              <div className={styles.stage}>
                <Cropper
                  image={picture.url}
                  crop={crop}
                  zoom={zoom}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  aspect={1}
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
            <Button
              className={styles.action}
              appearance="secondary"
              disabled={busy || !picture}
              onClick={() => picture && onUpload(picture.file, picture.file.name)}
            >
              Upload full
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void cropAndUpload()}>
              Crop
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
