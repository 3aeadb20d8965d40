import { Caption1, Text, makeStyles, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
    gap: "12px",
    listStyle: "none",
    margin: 0,
    padding: 0,
  },
  box: {
    width: "100%",
    height: "100%",
    display: "grid",
    gap: "6px",
    alignContent: "start",
    textAlign: "left",
    padding: "16px",
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    cursor: "pointer",
    font: "inherit",
    color: "inherit",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
  },
});

interface TemplateBox {
  name: string;
  description?: string;
  count: number;
}

/** The box grid (and the child boxes) of a template catalogue. */
export const TemplateBoxGrid = ({
  label,
  boxes,
  onOpen,
}: {
  label: string;
  boxes: readonly TemplateBox[];
  onOpen: (name: string) => void;
}) => {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {boxes.map((box) => (
        <li key={box.name}>
          <button type="button" className={styles.box} onClick={() => onOpen(box.name)}>
            <Text weight="semibold" size={400}>
              {box.name}
            </Text>
            {box.description ? <Caption1>{box.description}</Caption1> : null}
            <Caption1>{box.count === 1 ? "1 template" : `${box.count} templates`}</Caption1>
          </button>
        </li>
      ))}
    </ul>
  );
};
