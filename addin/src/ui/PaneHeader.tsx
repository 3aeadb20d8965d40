import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Subtitle2, tokens } from "@fluentui/react-components";
import type { User } from "@wordloom/shared/model";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS },
});

export const PaneHeader = ({ user, onSignOut }: { user: User; onSignOut: () => void }) => {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Subtitle2 as="h1">Wordloom</Subtitle2>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" size="small" aria-label={`Account: ${user.email}`}>
            {`${user.fname} ${user.lname}`.trim() || user.email}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={onSignOut}>Sign out</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </header>
  );
};
