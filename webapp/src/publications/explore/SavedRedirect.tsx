import { Navigate } from "react-router";
import { RequireAuth } from "../../auth";
import { useSession } from "../../api/session";
import { postListPath } from "../paths";

const ToSaved = () => {
  const session = useSession();
  return session ? <Navigate to={postListPath(session.user.selectedProduct, "saved")} replace /> : null;
};

/** /saved (spec document 1 §2: Read later) opens the Saved list in the user's product, after sign-in. */
export const SavedRedirect = () => (
  <RequireAuth>
    <ToSaved />
  </RequireAuth>
);
