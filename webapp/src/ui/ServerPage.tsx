import { useEffect } from "react";
import { Loading } from "./Loading";

/**
 * Pages the server renders itself (the public articles and author pages under /publications/, the
 * sitemap): reached inside the web app (after sign-in brings a reader back, or from a link the
 * router handled), they are loaded from the server instead of matching "Page not found".
 */
export const ServerPage = () => {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <Loading />;
};
