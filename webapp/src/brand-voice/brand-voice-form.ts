import { CreateBrandVoiceBodySchema, type BrandVoice } from "@wordloom/shared/api";
import { checkRequest } from "../generate";

/** The brand voice form: the persona fields of spec document 1 §3, as the inputs hold them. */
export interface BrandVoiceFormValues {
  title: string;
  niche: string;
  contentPillars: readonly string[];
  desiredCustomerResponse: string;
  segment: string;
  /** Comma-separated. */
  interests: string;
  ageGroup: string;
  geography: string;
  howIHelp: string;
  brandPromise: string;
  myValues: string;
  myGoals: string;
  contentFocus: string;
  changeIDesire: string;
}

export const EMPTY_BRAND_VOICE_FORM: BrandVoiceFormValues = {
  title: "",
  niche: "",
  contentPillars: [],
  desiredCustomerResponse: "",
  segment: "",
  interests: "",
  ageGroup: "",
  geography: "",
  howIHelp: "",
  brandPromise: "",
  myValues: "",
  myGoals: "",
  contentFocus: "",
  changeIDesire: "",
};

export const formFromBrandVoice = (voice: BrandVoice): BrandVoiceFormValues => ({
  title: voice.title,
  niche: voice.niche,
  contentPillars: voice.contentPillars,
  desiredCustomerResponse: voice.desiredCustomerResponse,
  segment: voice.targetAudience.segment,
  interests: voice.targetAudience.interests.join(", "),
  ageGroup: voice.targetAudience.ageGroup,
  geography: voice.targetAudience.geography,
  howIHelp: voice.howIHelp,
  brandPromise: voice.brandPromise,
  myValues: voice.myValues,
  myGoals: voice.myGoals,
  contentFocus: voice.contentFocus,
  changeIDesire: voice.changeIDesire,
});

const interestList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The body to save (create, or update with every field), checked; messages keyed by form field. */
export const brandVoiceBody = (values: BrandVoiceFormValues) =>
  checkRequest(CreateBrandVoiceBodySchema, {
    title: values.title.trim(),
    niche: values.niche.trim(),
    contentPillars: [...values.contentPillars],
    desiredCustomerResponse: values.desiredCustomerResponse.trim(),
    targetAudience: {
      segment: values.segment.trim(),
      interests: interestList(values.interests),
      ageGroup: values.ageGroup.trim(),
      geography: values.geography.trim(),
    },
    howIHelp: values.howIHelp.trim(),
    brandPromise: values.brandPromise.trim(),
    myValues: values.myValues.trim(),
    myGoals: values.myGoals.trim(),
    contentFocus: values.contentFocus.trim(),
    changeIDesire: values.changeIDesire.trim(),
  });
