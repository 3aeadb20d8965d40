import { randomUUID } from "node:crypto";
import type { ApiClient } from "@wordloom/shared/api";
import type { AppContext } from "../src/context";
import type { DocumentRow } from "../src/domains/documents/documents.tables";
import { buildDocument, buildUser, type TestUser } from "./factories";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

export interface TestAuthor extends TestUser {
  api: ApiClient;
  handle: string;
}

/** A signed-in user with a screen name, and the typed client for them. */
export const buildAuthor = async (
  deps: Deps,
  clientFor: (token: string) => ApiClient,
  handle = `au_${randomUUID().slice(0, 8)}`,
): Promise<TestAuthor> => {
  const signed = await buildUser(deps, { handle });
  return { ...signed, api: clientFor(signed.accessToken), handle };
};

/** A signed-in reader without a screen name. */
export const buildReader = async (deps: Deps, clientFor: (token: string) => ApiClient) => {
  const signed = await buildUser(deps);
  return { ...signed, api: clientFor(signed.accessToken) };
};

/** A document of the author, made public through the API. */
export const publishDocument = async (
  deps: Deps,
  author: TestAuthor,
  overrides: Parameters<typeof buildDocument>[2] = {},
): Promise<{ document: DocumentRow; path: string; slug: string }> => {
  const document = await buildDocument(deps, author.user, overrides);
  const status = await author.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
  return { document, path: status.path ?? "", slug: status.slug ?? "" };
};
