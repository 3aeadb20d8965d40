import { Button, Caption1, Text, Tooltip, makeStyles, tokens } from "@fluentui/react-components";
import { DeleteRegular, EditRegular } from "@fluentui/react-icons";
import { Link } from "react-router";
import type { BrandVoice } from "@wordloom/shared/api";
import type { Product } from "@wordloom/shared/rules";
import { brandVoicePath } from "./paths";
import { displayTitle } from "./title-display";

const useStyles = makeStyles({
  list: { display: "grid", gap: "8px", listStyle: "none", margin: 0, padding: 0 },
  row: {
    display: "flex",
    alignItems: "center",
    gap: "12px",
    padding: "12px 16px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: "grid", gap: "2px", flexGrow: 1, minWidth: 0 },
  ellipsis: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
});

interface BrandVoiceListProps {
  voices: readonly BrandVoice[];
  product: Product;
  onDelete: (voice: BrandVoice) => void;
}

/** The user's brand voices, titles cut at 25 characters (spec document 3 §9). */
export const BrandVoiceList = ({ voices, product, onDelete }: BrandVoiceListProps) => {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Brand voices">
      {voices.map((voice) => (
        <li key={voice.id} className={styles.row}>
          <div className={styles.text}>
            <Tooltip content={voice.title} relationship="description">
              <Text weight="semibold">{displayTitle(voice.title)}</Text>
            </Tooltip>
            <Caption1 className={styles.ellipsis}>
              {voice.niche || "No niche yet"} · {voice.contentPillars.length === 1 ? "1 pillar" : `${voice.contentPillars.length} pillars`}
            </Caption1>
          </div>
          {voice.can.edit ? (
            <Link to={brandVoicePath(product, voice.id)} aria-label={`Edit ${voice.title}`}>
              <Button appearance="subtle" icon={<EditRegular />} tabIndex={-1}>
                Edit
              </Button>
            </Link>
          ) : null}
          {voice.can.delete ? (
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${voice.title}`} onClick={() => onDelete(voice)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
};
