import { Avatar, Body1, Caption1, Checkbox, Link as FluentLink, makeStyles, tokens } from "@fluentui/react-components";
import { Link } from "react-router";
import type { SocialAccount } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES, PLATFORM_NAMES, POST_TYPES, type PostTypeKey, type Product } from "@wordloom/shared/rules";
import { platformsPath } from "../../platforms";
import { isPublishing, type TargetChoice } from "./post-draft";
import { YoutubeEntryOptions } from "./YoutubeEntryOptions";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px" },
  account: {
    display: "grid",
    gap: "2px",
    padding: "6px 8px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: "flex", gap: "8px", alignItems: "center", minWidth: "0" },
  destinations: { display: "grid", paddingLeft: "28px" },
  warn: { color: tokens.colorPaletteRedForeground1 },
});

interface AccountPickerProps {
  accounts: readonly SocialAccount[];
  value: readonly TargetChoice[];
  type: PostTypeKey;
  disabled: boolean;
  product: Product;
  onChange: (value: TargetChoice[]) => void;
}

const key = (choice: TargetChoice) => `${choice.accountId}|${choice.destinationId ?? ""}`;

/**
 * The account picker (spec 4 §2, document 3 §2.8): the user's linked accounts on the platforms that
 * take the post's type, each as itself or one of the destinations chosen when linking (LinkedIn
 * organisations, Facebook Pages, YouTube channels and playlists). YouTube needs a channel or playlist;
 * each chosen YouTube entry also takes a playlist to add the video to and its tags (YoutubeEntryOptions).
 */
export const AccountPicker = ({ accounts, value, type, disabled, product, onChange }: AccountPickerProps) => {
  const styles = useStyles();
  const chosen = new Set(value.map(key));
  const supported = POST_TYPES[type].platformSupport;
  const usable = accounts.filter((account) => isPublishing(account.platform));
  const toggle = (choice: TargetChoice, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((entry) => key(entry) !== key(choice)));
  const replace = (choice: TargetChoice) => onChange(value.map((entry) => (key(entry) === key(choice) ? choice : entry)));
  if (usable.length === 0) {
    return (
      <Body1>
        No linked social accounts yet. <Link to={platformsPath(product)}>Link Social media</Link> to pick where this post goes.
      </Body1>
    );
  }
  const youtubeWithoutDestination = value.some(
    (choice) => choice.destinationId === null && accounts.find((account) => account.id === choice.accountId)?.platform === "youtube",
  );
  return (
    <div className={styles.root} role="group" aria-label="Social accounts">
      {usable.map((account) => {
        const platform = account.platform as keyof typeof supported;
        const takesType = supported[platform] !== undefined;
        const self = { accountId: account.id, destinationId: null };
        const name = `${account.displayName ?? account.username} · ${PLATFORM_NAMES[platform]}`;
        return (
          <div key={account.id} className={styles.account}>
            <div className={styles.head}>
              <Checkbox
                aria-label={name}
                checked={chosen.has(key(self))}
                disabled={disabled || !takesType || account.status !== "linked"}
                onChange={(_event, data) => toggle(self, data.checked === true)}
              />
              <Avatar
                size={20}
                name={account.displayName ?? account.username}
                image={account.pictureUrl ? { src: account.pictureUrl } : undefined}
              />
              <Body1 truncate>{name}</Body1>
            </div>
            {!takesType ? <Caption1>{`${PLATFORM_NAMES[platform]} does not take ${POST_TYPES[type].displayName} posts.`}</Caption1> : null}
            {account.status !== "linked" ? (
              <Caption1 className={styles.warn}>
                {account.statusReason ?? "Link this account again."}{" "}
                <FluentLink as="span">
                  <Link to={platformsPath(product, { highlight: [account.platform] })}>Link again</Link>
                </FluentLink>
              </Caption1>
            ) : null}
            {account.targets.length > 0 ? (
              <div className={styles.destinations}>
                {account.targets.map((target) => {
                  const choice = { accountId: account.id, destinationId: target.id };
                  return (
                    <Checkbox
                      key={target.id}
                      label={`${target.name} (${target.kind.replace("_", " ")})`}
                      checked={chosen.has(key(choice))}
                      disabled={disabled || !takesType || account.status !== "linked"}
                      onChange={(_event, data) => toggle(choice, data.checked === true)}
                    />
                  );
                })}
              </div>
            ) : null}
            {account.platform === "youtube" && takesType
              ? value
                  .filter((choice) => choice.accountId === account.id)
                  .map((choice) => (
                    <YoutubeEntryOptions key={key(choice)} account={account} choice={choice} disabled={disabled} onChange={replace} />
                  ))
              : null}
          </div>
        );
      })}
      {youtubeWithoutDestination ? (
        <Caption1 role="alert" className={styles.warn}>
          {CAMPAIGN_MESSAGES.youtubeTarget}
        </Caption1>
      ) : null}
    </div>
  );
};
