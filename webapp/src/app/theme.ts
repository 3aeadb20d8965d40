import { webDarkTheme, webLightTheme, type Theme } from "@fluentui/react-components";
import { useEffect, useState } from "react";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

/** One Fluent theme, light or dark following the system setting. */
export const useAppTheme = (): Theme => {
  const [dark, setDark] = useState(() => darkQuery().matches);
  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return dark ? webDarkTheme : webLightTheme;
};
