import { Spinner } from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import { isPlatformId, isProduct, type Product } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { RequireAuth } from "../auth";
import { LINKING_PRODUCT_KEY, platformsPath } from "./paths";

const reasonOf = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const details = error.details;
  return details && typeof details === "object" && "reason" in details && typeof details.reason === "string"
    ? details.reason
    : error.message;
};

/**
 * /oauth/callback/<platform>: where the platform's consent page sends the browser back. Hands the
 * code and state to the server with the user's session (the server checks the state is this user's)
 * and goes back to app/platforms with the result.
 */
const CompleteLinking = () => {
  const { platform = "" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    const saved = sessionStorage.getItem(LINKING_PRODUCT_KEY);
    sessionStorage.removeItem(LINKING_PRODUCT_KEY);
    const fallback: Product = isProduct(saved) ? saved : "writing";
    const failed = (reason?: string) => {
      const path = platformsPath(fallback, { failed: platform });
      void navigate(reason ? `${path}&reason=${encodeURIComponent(reason)}` : path, { replace: true });
    };
    const state = search.get("state");
    if (!isPlatformId(platform) || !state) {
      failed();
      return;
    }
    api
      .completeLinking({
        params: { platform },
        body: { state, code: search.get("code") ?? undefined, error: search.get("error") ?? undefined },
      })
      .then(
        ({ product }) => navigate(platformsPath(product, { linked: platform }), { replace: true }),
        (error: unknown) => failed(reasonOf(error)),
      );
  }, [navigate, platform, search]);

  return <Spinner label="Linking your account…" />;
};

export const OAuthCallbackPage = () => (
  <RequireAuth>
    <CompleteLinking />
  </RequireAuth>
);
