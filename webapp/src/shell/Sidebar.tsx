import { Button, Caption1, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { NavigationRegular } from "@fluentui/react-icons";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import type { User } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { DeferredAvatar, DeferredTooltip } from "./deferred-parts";
import { appPath } from "./paths";
import { SIDEBAR_ITEMS, type SidebarItem } from "./sidebar-items";
import { visibleSidebarRows, type SidebarContext } from "./sidebar-rules";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    gap: "2px",
    padding: "8px",
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    width: "240px",
    transition: "width 120ms ease",
    overflow: "hidden",
  },
  collapsed: { width: "56px" },
  profile: { display: "flex", alignItems: "center", gap: "10px", padding: "8px 6px 12px", textDecoration: "none", color: "inherit" },
  profileText: { display: "flex", flexDirection: "column", minWidth: 0 },
  ellipsis: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  item: {
    display: "flex",
    alignItems: "center",
    gap: "12px",
    padding: "8px 10px",
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: "none",
    border: "none",
    background: "none",
    font: "inherit",
    cursor: "pointer",
    textAlign: "left",
    ":hover": { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground2Selected, fontWeight: tokens.fontWeightSemibold },
  spacer: { flexGrow: 1 },
  group: { display: "flex", flexDirection: "column", gap: "2px" },
  groupTitle: { padding: "10px 10px 2px", color: tokens.colorNeutralForeground3 },
  groupRule: { height: "1px", margin: "6px 8px", backgroundColor: tokens.colorNeutralStroke2 },
  icon: { fontSize: "20px", flexShrink: 0 },
});

type SidebarEntry = { group: string; rows: SidebarItem[] } | { group?: undefined; row: SidebarItem };

/** Rows in order, with the consecutive rows of one group gathered under its title. */
const groupRows = (rows: readonly SidebarItem[]): SidebarEntry[] => {
  const entries: SidebarEntry[] = [];
  for (const row of rows) {
    const last = entries.at(-1);
    if (row.group && last?.group === row.group) {
      last.rows.push(row);
    } else if (row.group) {
      entries.push({ group: row.group, rows: [row] });
    } else {
      entries.push({ row });
    }
  }
  return entries;
};

interface SidebarProps {
  user: User;
  product: Product;
  context: SidebarContext;
  expanded: boolean;
  onToggle: () => void;
  onCollapse: () => void;
  onLogout: () => void;
}

/** The app's navigation, driven by the SIDEBAR_ITEMS table and its rules. */
export const Sidebar = ({ user, product, context, expanded, onToggle, onCollapse, onLogout }: SidebarProps) => {
  const styles = useStyles();
  const ref = useRef<HTMLElement>(null);
  const rows = visibleSidebarRows(SIDEBAR_ITEMS, context);

  // Spec: the sidebar closes on a click outside it. On the click itself, which reaches the document
  // after the clicked control has handled it: closing on pointerdown moved the screen beside the
  // sidebar between press and release, so the release landed on another control and the click on
  // the control the user pressed was lost.
  useEffect(() => {
    if (!expanded) {
      return;
    }
    const onClick = (event: MouseEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) {
        onCollapse();
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [expanded, onCollapse]);

  const renderItem = (item: SidebarItem) => {
    const Icon = item.icon;
    const content = (
      <>
        <Icon className={styles.icon} aria-hidden />
        {expanded ? <span className={styles.ellipsis}>{item.label}</span> : null}
      </>
    );
    const element = item.to ? (
      <NavLink
        key={item.id}
        to={item.to(product)}
        className={({ isActive }) => mergeClasses(styles.item, isActive && styles.active)}
        aria-label={item.label}
        data-sidebar-item={item.id}
      >
        {content}
      </NavLink>
    ) : (
      <button key={item.id} type="button" className={styles.item} onClick={onLogout} aria-label={item.label} data-sidebar-item={item.id}>
        {content}
      </button>
    );
    return expanded ? (
      element
    ) : (
      <DeferredTooltip key={item.id} content={item.label}>
        {element}
      </DeferredTooltip>
    );
  };

  const main = rows.filter((row) => row.section !== "footer");
  const footer = rows.filter((row) => row.section === "footer");
  return (
    <nav ref={ref} aria-label="Main" className={mergeClasses(styles.root, !expanded && styles.collapsed)} data-expanded={expanded}>
      <Button
        appearance="subtle"
        icon={<NavigationRegular />}
        aria-label={expanded ? "Collapse navigation" : "Expand navigation"}
        aria-expanded={expanded}
        onClick={onToggle}
        style={{ alignSelf: expanded ? "flex-end" : "center" }}
      />
      <NavLink to={appPath(product, "profile")} className={styles.profile} aria-label="Profile" data-sidebar-item="profile">
        <DeferredAvatar name={`${user.fname} ${user.lname}`} src={user.profilepic} size={32} />
        {expanded ? (
          <span className={styles.profileText}>
            <Text weight="semibold" className={styles.ellipsis}>
              {user.fname} {user.lname}
            </Text>
            <Caption1 className={styles.ellipsis}>{user.email}</Caption1>
          </span>
        ) : null}
      </NavLink>
      {groupRows(main).map((entry) =>
        typeof entry.group === "string" ? (
          <div key={`group-${entry.group}`} role="group" aria-label={entry.group} className={styles.group} data-sidebar-group={entry.group}>
            {expanded ? (
              <Caption1 className={mergeClasses(styles.groupTitle, styles.ellipsis)}>{entry.group}</Caption1>
            ) : (
              <div className={styles.groupRule} />
            )}
            {entry.rows.map(renderItem)}
          </div>
        ) : (
          renderItem(entry.row)
        ),
      )}
      <div className={styles.spacer} />
      {footer.map(renderItem)}
    </nav>
  );
};
