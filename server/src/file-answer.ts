/**
 * What a service answers for a file endpoint: the bytes, their content type and the download's
 * name. Transport-neutral, so services need nothing from src/http; registerEndpoint sends it.
 */
export interface FileAnswer {
  bytes: Buffer | Uint8Array;
  contentType: string;
  fileName: string;
}
