import { Button, Title3 } from "@fluentui/react-components";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";
import { NotFoundPage } from "./NotFoundPage";

/** Shown for errors thrown while loading or rendering a route; a 404 is 'Page not found'. */
export const RouteError = () => {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <div role="alert" style={{ display: "grid", justifyItems: "center", gap: 12, padding: "48px 16px", textAlign: "center" }}>
      <Title3>Something went wrong!</Title3>
      <Button appearance="primary" onClick={() => navigate("/")}>
        Go to my documents
      </Button>
    </div>
  );
};
