import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { useRef, type KeyboardEvent } from "react";

const useStyles = makeStyles({
  list: { display: "flex", alignItems: "center" },
  tab: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    border: "none",
    borderRadius: tokens.borderRadiusMedium,
    background: "none",
    cursor: "pointer",
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
    ":hover": { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ":hover::after": { backgroundColor: tokens.colorNeutralStroke1Hover },
    ":focus-visible": { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    "::after": {
      content: '""',
      position: "absolute",
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      bottom: 0,
      height: tokens.strokeWidthThicker,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: "transparent",
    },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    "::after": { backgroundColor: tokens.colorCompoundBrandStroke },
    ":hover": { color: tokens.colorNeutralForeground1 },
    ":hover::after": { backgroundColor: tokens.colorCompoundBrandStrokeHover },
  },
});

export interface AuthTab<Value extends string> {
  value: Value;
  label: string;
}

interface AuthTabsProps<Value extends string> {
  tabs: readonly AuthTab<Value>[];
  selected: Value;
  onSelect: (value: Value) => void;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The sign-in screen's two tabs, as an ARIA tablist: the selected tab is the one in the tab order,
 * arrow keys (and Home/End) move between tabs, click, Enter or Space selects. Fluent's TabList
 * does the same with its focus manager, which the first screen does not otherwise need.
 */
export const AuthTabs = <Value extends string>({ tabs, selected, onSelect }: AuthTabsProps<Value>) => {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT_KEYS[event.key];
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("[role=tab]") ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (!next || index < 0) {
      return;
    }
    event.preventDefault();
    buttons[next(index, buttons.length)]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === selected}
          tabIndex={tab.value === selected ? 0 : -1}
          className={mergeClasses(styles.tab, tab.value === selected && styles.selected)}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
};
