import { Button, Title3 } from "@fluentui/react-components";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown for unknown URLs and for errors thrown while loading a route. */
export const RouteError = () => {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" style={{ display: "grid", placeItems: "center", minHeight: "60vh", gap: 12, textAlign: "center" }}>
      <Title3>{notFound ? "This page does not exist" : "Something went wrong!"}</Title3>
      <Link to="/">
        <Button appearance="primary">Go to my documents</Button>
      </Link>
    </div>
  );
};
