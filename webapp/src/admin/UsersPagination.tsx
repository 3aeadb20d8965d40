import { Body1, Button, makeStyles } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap", marginTop: "12px" },
  buttons: { display: "flex", alignItems: "center", gap: "8px" },
});

interface UsersPaginationProps {
  page: number;
  limit: number;
  total: number;
  disabled: boolean;
  onPage: (page: number) => void;
}

/** "Showing 21–40 of 95" with Previous and Next. */
export const UsersPagination = ({ page, limit, total, disabled, onPage }: UsersPaginationProps) => {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav className={styles.root} aria-label="Pages">
      <Body1>{total === 0 ? "No users" : `Showing ${first}–${last} of ${total}`}</Body1>
      <div className={styles.buttons}>
        <Button icon={<ChevronLeftRegular />} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Body1>{`Page ${page} of ${pages}`}</Body1>
        <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
};
