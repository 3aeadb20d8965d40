import { ImageCropDialog, type Area, type PickedImage } from "../ui/ImageCropDialog";
import { cropImage } from "./crop-image";
import { croppedFileName, pictureProblem, SELECT_CROP_AREA_MESSAGE } from "./picture-rules";

export type PickedPicture = PickedImage;

interface CropDialogProps {
  picture: PickedPicture | null;
  uploading: boolean;
  /** The upload's failure, shown in the dialog so the user can retry. */
  uploadError: string | null;
  onUpload: (file: Blob, fileName: string) => void;
  onCancel: () => void;
}

/** The profile picture's crop: square, with zoom; Crop exports the area as JPEG (quality 0.5), Upload full sends the file as picked. */
export const CropDialog = ({ picture, uploading, uploadError, onUpload, onCancel }: CropDialogProps) => {
  const cropAndUpload = async (area: Area) => {
    if (!picture) {
      return;
    }
    const blob = await cropImage(picture.url, area);
    if (!blob) {
      throw new Error(SELECT_CROP_AREA_MESSAGE);
    }
    const tooBig = pictureProblem(blob);
    if (tooBig) {
      throw new Error(tooBig);
    }
    onUpload(blob, croppedFileName(picture.file.name));
  };
  return (
    <ImageCropDialog
      image={picture}
      title="Crop your picture"
      aspect={1}
      stageHeight={320}
      uploading={uploading}
      uploadError={uploadError}
      noAreaMessage={SELECT_CROP_AREA_MESSAGE}
      onCrop={cropAndUpload}
      onUploadFull={() => picture && onUpload(picture.file, picture.file.name)}
      onCancel={onCancel}
    />
  );
};
