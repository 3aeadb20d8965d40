import {
  Avatar,
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from "@fluentui/react-components";
import type { PlatformState, ProviderHealth, SocialAccount } from "@wordloom/shared/model";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import { useState } from "react";
import { AccountTargets } from "./AccountTargets";
import { TokenLinkDialog } from "./TokenLinkDialog";
import { TARGET_WORDS } from "./target-kinds";

const useStyles = makeStyles({
  card: { display: "grid", gap: "12px", alignContent: "start" },
  highlighted: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: "2px" },
  account: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap" },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap" },
  setup: { margin: 0, paddingLeft: "18px" },
});

/** "Last post 5 min ago · last error: rate limited 2 h ago" — nothing before the first publish. */
export const healthLine = (health: ProviderHealth | undefined, now = Date.now()): string | null => {
  if (!health || (!health.lastSuccessAt && !health.lastErrorAt)) {
    return null;
  }
  const ago = (iso: string) => {
    const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
    return minutes < 60
      ? `${minutes} min ago`
      : minutes < 48 * 60
        ? `${Math.round(minutes / 60)} h ago`
        : `${Math.round(minutes / 1440)} days ago`;
  };
  const parts = [health.lastSuccessAt ? `Last post ${ago(health.lastSuccessAt)}` : "No post yet"];
  if (health.lastErrorAt && health.lastErrorKind) {
    parts.push(`last error: ${health.lastErrorKind.replaceAll("_", " ")} ${ago(health.lastErrorAt)}`);
  }
  return parts.join(" · ");
};

interface Props {
  platform: PlatformState;
  health?: ProviderHealth;
  highlighted: boolean;
  busy: boolean;
  onLink: () => void;
  onRemove: (account: SocialAccount) => void;
}

const stateBadge = (platform: PlatformState) => {
  if (platform.availability === "unavailable") {
    return (
      <Badge appearance="outline" color="subtle">
        Not available yet
      </Badge>
    );
  }
  if (platform.availability === "not_configured") {
    return (
      <Badge appearance="outline" color="warning">
        {SOCIAL_LINKING_MESSAGES.notConfigured}
      </Badge>
    );
  }
  if (platform.accounts.some((account) => account.status === "needs_reconnect")) {
    return <Badge color="danger">Needs reconnect</Badge>;
  }
  return platform.accounts.length > 0 ? <Badge color="success">Linked</Badge> : <Badge appearance="outline">Not linked</Badge>;
};

/**
 * One platform on app/platforms: its state, who is linked (with picture), Link / Reconnect / Remove,
 * and where each account publishes. Link goes to the platform's consent page, or for a token
 * platform (Medium, Pexels) opens the paste-a-token dialog.
 */
export const PlatformCard = ({ platform, health, highlighted, busy, onLink, onRemove }: Props) => {
  const styles = useStyles();
  // OAuth platforms go to the platform's consent page, token platforms (Medium, Pexels) open the token dialog.
  const canLink = platform.availability === "configured" && platform.linking !== null;
  const [pasting, setPasting] = useState(false);
  const link = platform.linking === "token" ? () => setPasting(true) : onLink;
  const labelId = `platform-${platform.id}`;
  const targetWords = TARGET_WORDS[platform.id];
  return (
    <Card
      className={mergeClasses(styles.card, highlighted && styles.highlighted)}
      aria-labelledby={labelId}
      data-platform={platform.id}
      role="region"
    >
      <CardHeader
        header={
          <Text weight="semibold" id={labelId}>
            {platform.name}
          </Text>
        }
        description={
          highlighted || platform.notice || healthLine(health) ? (
            <>
              {highlighted ? <Caption1 block>Link this platform to continue</Caption1> : null}
              {platform.notice ? <Caption1 block>{platform.notice}</Caption1> : null}
              {healthLine(health) ? (
                <Caption1 block data-testid="publishing-health">
                  {healthLine(health)}
                </Caption1>
              ) : null}
            </>
          ) : undefined
        }
        action={stateBadge(platform)}
      />
      {platform.availability === "not_configured" ? (
        <div>
          <Body1>Ask your administrator to set:</Body1>
          <ul className={styles.setup}>
            {platform.setup.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {platform.accounts.map((account) => (
        <div key={account.id} className={styles.account}>
          <Avatar
            image={account.pictureUrl ? { src: account.pictureUrl } : undefined}
            name={account.displayName ?? account.username}
            size={32}
          />
          <div>
            <Body1 block>Linked as {account.displayName ?? account.username}</Body1>
            <Caption1>@{account.username}</Caption1>
            {account.status === "needs_reconnect" ? (
              <Caption1 block role="note">
                {SOCIAL_LINKING_MESSAGES.needsReconnect}
                {account.statusReason ? `: ${account.statusReason}` : ""}
              </Caption1>
            ) : null}
          </div>
          <div className={styles.actions}>
            {account.status === "needs_reconnect" && canLink ? (
              <Button appearance="primary" disabled={busy} onClick={link}>
                Reconnect
              </Button>
            ) : null}
            <Button disabled={busy} onClick={() => onRemove(account)} aria-label={`Remove ${platform.name} account ${account.username}`}>
              Remove
            </Button>
          </div>
          {targetWords && platform.availability === "configured" ? (
            <AccountTargets account={account} words={targetWords} disabled={busy} />
          ) : null}
        </div>
      ))}
      {canLink && platform.accounts.length === 0 ? (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={busy} onClick={link} aria-label={`Link ${platform.name}`}>
            Link
          </Button>
        </div>
      ) : null}
      {canLink && platform.linking === "token" ? (
        <TokenLinkDialog platform={platform} open={pasting} onClose={() => setPasting(false)} />
      ) : null}
    </Card>
  );
};
