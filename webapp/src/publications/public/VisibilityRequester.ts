/** Make Public / Make Private for the documents list, loaded with the first request. */
export { VisibilityRequester, type VisibilityRequest } from "../publish/VisibilityRequester";
