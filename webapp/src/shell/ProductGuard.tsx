import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { isProduct } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { sessionStore, useSession } from "../api/session";
import { Loading } from "../ui/Loading";
import { appPath } from "./paths";

/**
 * Spec document 1 §2: when the product in the URL is missing, not valid, or differs from the user's
 * selected product, the stored selection is corrected and the user is sent to the list.
 */
export const ProductGuard = ({ children }: { children: ReactNode }) => {
  const { product } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const selected = session?.user.selectedProduct;
  const switching = isProduct(product) && selected !== undefined && product !== selected;

  // Whether the guard is still on screen. Not a per-effect "cancelled" flag: storing the new user
  // re-runs the effect, and under StrictMode's double effects that cancelled the redirect to the list.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!switching || !isProduct(product)) {
      return;
    }
    api
      .updateProfile({ body: { selectedProduct: product } })
      .then((user) => {
        sessionStore.updateUser(user);
        if (mounted.current) {
          navigate(appPath(product), { replace: true });
        }
      })
      .catch(() => {
        if (mounted.current && selected) {
          navigate(appPath(selected), { replace: true });
        }
      });
  }, [switching, product, selected, navigate]);

  if (!session) {
    return null;
  }
  if (!isProduct(product)) {
    return <Navigate to={appPath(session.user.selectedProduct)} replace />;
  }
  if (switching) {
    return <Loading label="Switching product" />;
  }
  return children;
};

/** /app/... without a product prefix goes to the selected product's list. */
export const MissingProductRedirect = () => {
  const session = useSession();
  return <Navigate to={session ? appPath(session.user.selectedProduct) : "/auth"} replace />;
};
