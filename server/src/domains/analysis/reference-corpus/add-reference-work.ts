import type { DbDeps } from "../../../context";
import type { FileParser } from "../../documents/import/import-pool";
import { titleFromFileName } from "../../documents/import/title-from-file-name";
import { addReferenceText } from "../plagiarism-index";
import { presentReferenceWork } from "./present-reference-work";
import { readReferenceFile } from "./read-reference-file";

const MAX_SOURCE_CHARS = 255;

/**
 * Adds an uploaded file to the reference corpus the way `npm run corpus:import` does: titled after
 * the file's name, fingerprinted, and searched by every plagiarism check from then on.
 */
export const addReferenceWork = async (deps: DbDeps, parser: FileParser, { bytes, fileName }: { bytes: Uint8Array; fileName: string }) => {
  const text = await readReferenceFile(bytes, parser);
  const { reference } = await addReferenceText(deps.db, {
    title: titleFromFileName(fileName),
    source: fileName.slice(0, MAX_SOURCE_CHARS),
    text,
    now: deps.clock.now(),
  });
  return presentReferenceWork(reference);
};
