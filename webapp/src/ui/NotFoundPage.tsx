import { Body1, Button, Title2 } from "@fluentui/react-components";
import { useLocation, useNavigate } from "react-router";

export const NOT_FOUND_TITLE = "Page not found";

/** An address the app does not know, inside the app's frame or outside it: what happened and the way back. */
export const NotFoundPage = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="not-found-heading"
      style={{ display: "grid", justifyItems: "center", alignContent: "start", gap: 12, padding: "48px 16px", textAlign: "center" }}
    >
      <Title2 as="h1" id="not-found-heading">
        {NOT_FOUND_TITLE}
      </Title2>
      <Body1>There is nothing at {pathname}. The link may be old, or the address mistyped.</Body1>
      <Button appearance="primary" onClick={() => navigate("/")}>
        Go to my documents
      </Button>
    </section>
  );
};
