export { ToneStylePicker, type ToneStyle, type ToneStylePickerProps } from "../ToneStylePicker";
