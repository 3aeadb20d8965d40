import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Loading } from "../ui/Loading";
import { signOut } from "./sign-out";

/** /logout?logoutAllDevice=true: signs out (optionally everywhere) and goes to sign-in. */
export const LogoutRoute = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allDevices = params.get("logoutAllDevice") === "true";
  useEffect(() => {
    void signOut(queryClient, allDevices).then(() => navigate("/auth", { replace: true }));
  }, [allDevices, navigate, queryClient]);
  return <Loading label="Signing out" />;
};
