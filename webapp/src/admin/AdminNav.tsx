import { makeStyles, Tab, TabList, tokens } from "@fluentui/react-components";
import { useLocation, useNavigate } from "react-router";
import { ADMIN_EXERCISES_PATH, ADMIN_HOME_PATH, ADMIN_REFERENCE_WORKS_PATH } from "./admin-paths";

const SECTIONS = [
  { path: ADMIN_HOME_PATH, label: "Users" },
  { path: ADMIN_REFERENCE_WORKS_PATH, label: "Reference works" },
  { path: ADMIN_EXERCISES_PATH, label: "Writing exercises" },
] as const;

const useStyles = makeStyles({ nav: { padding: "0 16px", borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } });

/** The admin area's sections. */
export const AdminNav = () => {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = SECTIONS.find((section) => pathname.startsWith(section.path))?.path;
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <TabList selectedValue={current} onTabSelect={(_event, data) => void navigate(String(data.value))}>
        {SECTIONS.map((section) => (
          <Tab key={section.path} value={section.path}>
            {section.label}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
};
