export { DocumentsHome } from "../DocumentsHome";
