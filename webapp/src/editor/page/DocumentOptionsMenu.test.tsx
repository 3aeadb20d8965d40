import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { DocumentOptionsMenu, type DocumentOptionsMenuProps } from "./DocumentOptionsMenu";

const renderMenu = (overrides: Partial<DocumentOptionsMenuProps> = {}) => {
  const props: DocumentOptionsMenuProps = {
    editable: true,
    overviewShown: true,
    navigatorShown: true,
    readOutMode: false,
    exportDisabled: false,
    onRename: vi.fn(),
    onCopy: vi.fn(),
    onImport: vi.fn(),
    onExport: vi.fn(),
    onToggleOverview: vi.fn(),
    onToggleNavigator: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<DocumentOptionsMenu {...props} />);
  return props;
};

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Document options" }));
  return screen.findByRole("menu");
};

/** Menus open and close with animations: slow on a loaded machine. */
const SLOW = 20_000;

describe("DocumentOptionsMenu", () => {
  it(
    "exports as PDF or DOCX and imports into the document",
    async () => {
      const user = userEvent.setup();
      const props = renderMenu();
      await openMenu(user);
      await user.click(screen.getByRole("menuitem", { name: "Export PDF" }));
      expect(props.onExport).toHaveBeenCalledWith("pdf");
      await openMenu(user);
      await user.click(screen.getByRole("menuitem", { name: "Export DOCX" }));
      expect(props.onExport).toHaveBeenCalledWith("docx");
      await openMenu(user);
      await user.click(screen.getByRole("menuitem", { name: "Import…" }));
      expect(props.onImport).toHaveBeenCalledOnce();
    },
    SLOW,
  );

  it(
    "disables both Export items during the cooldown",
    async () => {
      const user = userEvent.setup();
      const props = renderMenu({ exportDisabled: true });
      await openMenu(user);
      for (const name of ["Export PDF", "Export DOCX"]) {
        const item = screen.getByRole("menuitem", { name });
        expect(item.getAttribute("aria-disabled")).toBe("true");
        await user.click(item);
      }
      expect(props.onExport).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    "blocks Delete in read-out mode",
    async () => {
      const user = userEvent.setup();
      const props = renderMenu({ readOutMode: true });
      await openMenu(user);
      const remove = screen.getByRole("menuitem", { name: /Delete/ });
      expect(remove.getAttribute("aria-disabled")).toBe("true");
      expect(remove.textContent).toContain("Reading aloud");
      await user.click(remove);
      expect(props.onDelete).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    "offers neither Import, Rename nor Delete to a reader, but Export",
    async () => {
      const user = userEvent.setup();
      renderMenu({ editable: false });
      await openMenu(user);
      expect(screen.queryByRole("menuitem", { name: "Import…" })).toBeNull();
      expect(screen.queryByRole("menuitem", { name: "Rename" })).toBeNull();
      expect(screen.queryByRole("menuitem", { name: /Delete/ })).toBeNull();
      expect(screen.getByRole("menuitem", { name: "Export PDF" })).toBeTruthy();
    },
    SLOW,
  );

  it(
    "offers Make Public for a private document, Make Private for a public one, and Preview and share",
    async () => {
      const user = userEvent.setup();
      const publishing = {
        visibility: "private" as const,
        pending: false,
        onMakePublic: vi.fn(),
        onMakePrivate: vi.fn(),
        onPreviewAndShare: vi.fn(),
      };
      renderMenu({ publishing });
      await openMenu(user);
      expect(screen.queryByRole("menuitem", { name: "Make Private" })).toBeNull();
      await user.click(screen.getByRole("menuitem", { name: "Make Public" }));
      expect(publishing.onMakePublic).toHaveBeenCalledOnce();
      await openMenu(user);
      await user.click(screen.getByRole("menuitem", { name: "Preview and share…" }));
      expect(publishing.onPreviewAndShare).toHaveBeenCalledOnce();
    },
    SLOW,
  );

  it(
    "leaves publishing out when the user may not publish (no publishing state)",
    async () => {
      const user = userEvent.setup();
      renderMenu({ publishing: null });
      await openMenu(user);
      expect(screen.queryByRole("menuitem", { name: "Make Public" })).toBeNull();
      expect(screen.queryByRole("menuitem", { name: "Preview and share…" })).toBeNull();
    },
    SLOW,
  );
});
