export { BrandVoiceSelector, useChosenBrandVoice } from "../BrandVoiceSelector";
