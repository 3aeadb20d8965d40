import { webDarkTheme, webLightTheme, type Theme } from "@fluentui/react-components";
import { useEffect, useState } from "react";

/** Office's theme says dark; false outside Office or where the host does not tell (Outlook). */
const officeIsDark = (): boolean => {
  try {
    return typeof Office !== "undefined" && Office.context?.officeTheme?.isDarkTheme === true;
  } catch {
    return false;
  }
};

/**
 * Fluent's web theme matching Word's: Word has no theme-change event, so the theme is read again
 * whenever the pane gets focus or becomes visible.
 */
export const useOfficeTheme = (ready: boolean): Theme => {
  const [dark, setDark] = useState(officeIsDark);
  useEffect(() => {
    if (!ready) {
      return;
    }
    const recheck = () => setDark(officeIsDark());
    recheck();
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", recheck);
    return () => {
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", recheck);
    };
  }, [ready]);
  return dark ? webDarkTheme : webLightTheme;
};
