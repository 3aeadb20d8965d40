import { Avatar, Body1, Caption1, Tab, TabList, Text, makeStyles, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { PostMedia } from "@wordloom/shared/model";
import type { PublishingPlatformId } from "@wordloom/shared/rules";
import { FEED_PREVIEW, firstLink, foldText } from "./preview-rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px", minWidth: "0" },
  frame: {
    display: "grid",
    gap: "8px",
    padding: "12px",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: "520px",
    minWidth: "0",
  },
  head: { display: "flex", gap: "8px", alignItems: "center" },
  text: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  more: { color: tokens.colorNeutralForeground3 },
  image: { width: "100%", objectFit: "cover", borderRadius: tokens.borderRadiusMedium, display: "block" },
  card: { display: "grid", border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: "8px" },
});

interface PostPreviewProps {
  platforms: readonly PublishingPlatformId[];
  text: string;
  xText: string;
  media: readonly PostMedia[];
  author: string;
}

/** The post as each chosen network shows it in the feed: the fold, the crop of the first image and the link card. */
export const PostPreview = ({ platforms, text, xText, media, author }: PostPreviewProps) => {
  const styles = useStyles();
  const shown = platforms.length > 0 ? platforms : (["linkedin"] as const);
  const [platform, setPlatform] = useState<PublishingPlatformId>(shown[0] ?? "linkedin");
  const active = shown.includes(platform) ? platform : (shown[0] ?? "linkedin");
  const rules = FEED_PREVIEW[active];
  const body = active === "x" ? xText : text;
  const { shown: visible, cut } = foldText(body, rules.foldChars);
  const image = media.find((item) => item.purpose === "post" && (item.kind === "image" || item.kind === "gif"));
  const link = rules.linkCard && !image ? firstLink(body) : null;
  return (
    <section className={styles.root} aria-label="Preview">
      <TabList size="small" selectedValue={active} onTabSelect={(_event, data) => setPlatform(data.value as PublishingPlatformId)}>
        {shown.map((entry) => (
          <Tab key={entry} value={entry}>
            {FEED_PREVIEW[entry].name}
          </Tab>
        ))}
      </TabList>
      <div className={styles.frame} data-testid="post-preview">
        <div className={styles.head}>
          <Avatar size={32} name={author} />
          <Text weight="semibold">{author}</Text>
        </div>
        <Body1 className={styles.text}>
          {visible || "Your post's text shows here."}
          {cut ? <span className={styles.more}>{rules.moreLabel}</span> : null}
        </Body1>
        {image ? (
          <img
            className={styles.image}
            style={{ aspectRatio: String(rules.imageRatio) }}
            src={image.url}
            alt={`${image.title} as ${rules.name} crops it`}
          />
        ) : null}
        {link ? (
          <div className={styles.card} aria-label="Link card">
            <Caption1>{link.host}</Caption1>
            <Text weight="semibold" truncate wrap={false}>
              {link.url}
            </Text>
          </div>
        ) : null}
      </div>
    </section>
  );
};
