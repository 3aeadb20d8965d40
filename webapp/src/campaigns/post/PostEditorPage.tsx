import {
  Badge,
  Body1,
  Button,
  Caption1,
  Divider,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Switch,
  Tab,
  TabList,
  Title3,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { ArrowLeftRegular, ArrowSyncRegular, CopyRegular, DeleteRegular, MailRegular, SaveRegular } from "@fluentui/react-icons";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { Campaign, Post, SocialAccount } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES, isPostCategory, POST_TYPE_KEYS, POST_TYPES, type PostTypeKey, type Product } from "@wordloom/shared/rules";
import { errorMessage } from "../../api/errors";
import { useSession } from "../../api/session";
import { CategoryGeneratorPanel } from "../../post-generators/public/CategoryGeneratorPanel";
import { X_LENGTH_MESSAGES, xMaxLength, xWeightedLength } from "../../post-generators/public/ConvertForX";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { CalendarFeedPanel } from "../CalendarFeedPanel";
import { POST_STATUS_LABELS } from "../display";
import { campaignPath, NEW_POST_ID, postEditorPath } from "../paths";
import { useCampaign } from "../use-campaigns";
import { formatInZone, useUserTimeZone } from "../zone";
import { ZonedDateTimeInput } from "../ZonedDateTimeInput";
import { AccountPicker } from "./AccountPicker";
import { ContentTabs } from "./ContentTabs";
import { applyGenerated } from "./generated-to-draft";
import { MailSetupDialog } from "./MailSetupDialog";
import { MediaPanel } from "./MediaPanel";
import { OwnComments } from "./OwnComments";
import { PlatformChecks } from "./PlatformChecks";
import { PollEditor } from "./PollEditor";
import { PublishingPanel } from "../publishing/PublishingPanel";
import { changedFields, checkDraft, draftOf, draftPlatforms, type PostDraft } from "./post-draft";
import { PostPreview } from "./PostPreview";
import { TextToPostPane } from "./TextToPostPane";
import { blankPost } from "./blank-post";
import { problemsOf, useCreatePost, useLinkedAccounts, usePost, usePostActions } from "./use-post-editor";

const useStyles = makeStyles({
  root: {
    display: "grid",
    gap: "16px",
    gridTemplateColumns: "minmax(0, 1fr) minmax(320px, 420px)",
    alignItems: "start",
    minWidth: "0",
    maxWidth: "1400px",
    margin: "0 auto",
    width: "100%",
    "@media (max-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  main: { display: "grid", gap: "14px", minWidth: "0" },
  pane: {
    display: "grid",
    gap: "12px",
    minWidth: "0",
    padding: "12px",
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    // Fluent's dropdowns and inputs ask for 250 px each; in the pane they share its width.
    "& .fui-Dropdown, & .fui-Combobox, & .fui-Input, & .fui-Textarea, & .fui-Select": { minWidth: "0", maxWidth: "100%" },
    "& > *": { minWidth: "0" },
  },
  header: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap", justifyContent: "space-between" },
  row: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
  section: { display: "grid", gap: "8px", minWidth: "0" },
});

/** app/campaign/post/{postId} (spec 4 §2, document 3 §2.8): the post editor. */
export const PostEditorPage = () => {
  const { postId = "" } = useParams();
  return postId === NEW_POST_ID ? <NewPostEditor /> : <SavedPostEditor postId={postId} />;
};

/** A new post in the campaign named by ?campaign=: created on its first Save. */
const NewPostEditor = () => {
  const [search] = useSearchParams();
  const campaign = useCampaign(search.get("campaign") ?? "");
  if (campaign.isPending) {
    return <Spinner label="Loading the campaign" />;
  }
  if (campaign.isError) {
    return <Body1 role="alert">{errorMessage(campaign.error)}</Body1>;
  }
  return <PostEditor post={blankPost(campaign.data)} isNew />;
};

const SavedPostEditor = ({ postId }: { postId: string }) => {
  const post = usePost(postId);
  if (post.isPending) {
    return <Spinner label="Loading the post" />;
  }
  if (post.isError) {
    return <Body1 role="alert">{errorMessage(post.error)}</Body1>;
  }
  return <PostEditor key={post.data.id} post={post.data} />;
};

type PaneMode = "post" | "text-to-post" | "preview" | "calendar";

const PostEditor = ({ post, isNew = false }: { post: Post; isNew?: boolean }) => {
  const styles = useStyles();
  const session = useSession();
  const product: Product = session?.user.selectedProduct ?? "content";
  const zone = useUserTimeZone();
  const navigate = useNavigate();
  const campaign = useCampaign(post.campaignId);
  const accountsQuery = useLinkedAccounts();
  const accounts: SocialAccount[] = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);
  const actions = usePostActions(post);
  const createPost = useCreatePost(post.campaignId);
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post));
  const [problems, setProblems] = useState<string[]>([]);
  const [pane, setPane] = useState<PaneMode>("post");
  const [deleting, setDeleting] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const contentTop = useRef<HTMLDivElement>(null);

  // A save, upload or status check answers a newer post: take its fields where the user has not changed them.
  const base = useRef(post);
  useEffect(() => {
    if (base.current !== post) {
      const before = draftOf(base.current);
      const after = draftOf(post);
      setDraft((current) => {
        const merged = { ...current } as Record<string, unknown>;
        for (const field of Object.keys(after) as (keyof PostDraft)[]) {
          if (JSON.stringify(current[field]) === JSON.stringify(before[field])) {
            merged[field] = after[field];
          }
        }
        return merged as unknown as PostDraft;
      });
      base.current = post;
    }
  }, [post]);

  const readOnly = !post.can.edit;
  const platforms = draftPlatforms(draft, accounts);
  const checks = useMemo(() => checkDraft(draft, post, accounts, xWeightedLength), [draft, post, accounts]);
  const xPremium = draft.targets.some(
    (target) => accounts.find((account) => account.id === target.accountId && account.platform === "x")?.isPremium,
  );
  const xText = draft.xContent ?? draft.content;
  const dirty = Object.keys(changedFields(post, draft)).length > 0;
  const set = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const isMail = !isNew && (draft.type === "mail" || platforms.includes("gmail"));

  const save = () => {
    if (platforms.includes("x") && xWeightedLength(xText) > xMaxLength(Boolean(xPremium))) {
      setProblems([X_LENGTH_MESSAGES.saving(xMaxLength(Boolean(xPremium)))]);
      return;
    }
    const blocking = checks.problems.filter((problem) => !problem.accountId).map((problem) => problem.message);
    if (blocking.length > 0) {
      setProblems(blocking);
      return;
    }
    setProblems([]);
    if (isNew) {
      const { publishAt, ...fields } = changedFields(post, draft);
      createPost.mutate(
        { ...fields, type: draft.type, ...(publishAt ? { publishAt } : {}) },
        {
          onSuccess: ({ post: created }) => void navigate(postEditorPath(product, created.id), { replace: true }),
          onError: (error) => setProblems(problemsOf(error)),
        },
      );
      return;
    }
    actions.save.mutate(changedFields(post, draft), { onError: (error) => setProblems(problemsOf(error)) });
  };

  const changeType = (type: PostTypeKey) => {
    if (type === "polls" && post.media.some((item) => item.purpose === "post")) {
      setProblems([CAMPAIGN_MESSAGES.pollMediaFirst]);
      return;
    }
    set({ type, poll: type === "polls" ? (draft.poll ?? { question: "", options: ["", ""], durationDays: 1 }) : null });
  };

  const campaignData: Campaign | undefined = campaign.data;
  return (
    <div className={styles.root}>
      <section className={styles.main} aria-labelledby="post-editor-title">
        <header className={styles.header}>
          <div className={styles.row}>
            <Link to={campaignPath(product, post.campaignId)} aria-label="Back to the campaign">
              <Button appearance="subtle" icon={<ArrowLeftRegular />} tabIndex={-1}>
                {campaignData?.title ?? "Campaign"}
              </Button>
            </Link>
            <Title3 as="h2" id="post-editor-title">
              Post
            </Title3>
            <Badge appearance="tint">{isNew ? "New" : POST_STATUS_LABELS[post.status]}</Badge>
            {isNew ? null : <Caption1>{`Week ${post.week} · ${formatInZone(post.publishAt, zone)}`}</Caption1>}
          </div>
          <div className={styles.row}>
            {post.can.restrict ? (
              <Switch
                label="Restrict"
                checked={actions.restrict.restricted}
                onChange={(_event, data) => actions.restrict.toggle(data.checked)}
              />
            ) : null}
            {post.can.checkStatus ? (
              <Button icon={<ArrowSyncRegular />} disabled={actions.status.coolingDown} onClick={actions.status.check}>
                Check Status
              </Button>
            ) : null}
            {isMail ? (
              <Button icon={<MailRegular />} onClick={() => setMailOpen(true)}>
                Mail Setup
              </Button>
            ) : null}
            {post.can.clone ? (
              <Button
                icon={<CopyRegular />}
                disabled={actions.clone.isPending}
                onClick={() =>
                  actions.clone.mutate(undefined, { onSuccess: ({ post: copy }) => void navigate(postEditorPath(product, copy.id)) })
                }
              >
                Clone
              </Button>
            ) : null}
            {post.can.delete ? (
              <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
                Delete
              </Button>
            ) : null}
            {!readOnly ? (
              <Button
                appearance="primary"
                icon={<SaveRegular />}
                disabled={!dirty || actions.save.isPending || createPost.isPending}
                onClick={save}
              >
                Save
              </Button>
            ) : null}
          </div>
        </header>
        {readOnly ? (
          <MessageBar intent="info">
            <MessageBarBody>{post.status === "active" ? CAMPAIGN_MESSAGES.inProgress : CAMPAIGN_MESSAGES.readOnly}</MessageBarBody>
          </MessageBar>
        ) : null}
        {problems.map((problem) => (
          <MessageBar key={problem} intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ))}
        {isNew ? null : <PublishingPanel post={post} unsaved={dirty} />}
        <div className={styles.row}>
          <Field label="Post Type">
            <Select value={draft.type} disabled={readOnly} onChange={(_event, data) => changeType(data.value as PostTypeKey)}>
              {POST_TYPE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {POST_TYPES[key].displayName}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Category">
            <Input value={draft.category ?? ""} readOnly aria-readonly placeholder="Pick one in Categories" />
          </Field>
        </div>
        <Field label="Title">
          <Input value={draft.title} disabled={readOnly} onChange={(_event, data) => set({ title: data.value })} />
        </Field>
        <div ref={contentTop} className={styles.section}>
          <ContentTabs
            content={draft.content}
            xContent={draft.xContent}
            view={draft.contentView}
            premium={Boolean(xPremium)}
            brandVoiceId={campaignData?.brandVoiceId ?? null}
            disabled={readOnly}
            onContent={(content) => set({ content })}
            onXContent={(xContent) => set({ xContent })}
            onView={(contentView) => set({ contentView })}
          />
        </div>
        {draft.type === "polls" ? (
          <PollEditor poll={draft.poll} onX={platforms.includes("x")} disabled={readOnly} onChange={(poll) => set({ poll })} />
        ) : null}
        <Divider>Media</Divider>
        {isNew ? <Caption1>Save the post to add images.</Caption1> : null}
        <MediaPanel
          media={post.media}
          disabled={readOnly || isNew || draft.type === "polls"}
          uploading={actions.upload.isPending}
          removing={actions.removeMedia.isPending}
          onUpload={(file) => actions.upload.mutate({ file, purpose: "post" })}
          onRemove={(ids) => actions.removeMedia.mutate(ids)}
        />
        <Divider>Social accounts</Divider>
        {accountsQuery.isPending ? <Spinner size="tiny" label="Loading your linked accounts" /> : null}
        {accountsQuery.isSuccess ? (
          <AccountPicker
            accounts={accounts}
            value={draft.targets}
            type={draft.type}
            disabled={readOnly}
            product={product}
            onChange={(targets) => set({ targets })}
          />
        ) : null}
        <OwnComments platforms={platforms} value={draft.ownComments} disabled={readOnly} onChange={(ownComments) => set({ ownComments })} />
        <Divider>Schedule</Divider>
        <ZonedDateTimeInput
          label="Publish date and time"
          value={draft.publishAt}
          zone={zone}
          disabled={readOnly || !post.can.move}
          hint={campaignData ? `Between ${campaignData.startDate} and ${campaignData.endDate}` : undefined}
          onChange={(publishAt) => set({ publishAt })}
        />
        <Divider>Checks</Divider>
        <PlatformChecks
          checks={checks}
          post={post}
          xText={xText}
          onGenerateForX={() => {
            set({ contentView: "twitter" });
            contentTop.current?.scrollIntoView({ behavior: "smooth" });
          }}
        />
      </section>
      <aside className={styles.pane} aria-label="Post tools">
        <TabList size="small" selectedValue={pane} onTabSelect={(_event, data) => setPane(data.value as PaneMode)}>
          <Tab value="post">Post</Tab>
          <Tab value="text-to-post">Text to post</Tab>
          <Tab value="preview">Preview</Tab>
          <Tab value="calendar">Calendar link</Tab>
        </TabList>
        {pane === "post" ? (
          readOnly ? (
            <Body1>This post can no longer be generated again.</Body1>
          ) : (
            <CategoryGeneratorPanel
              postType={POST_TYPES[draft.type].title}
              {...(isPostCategory(draft.categoryKey) ? { initialCategory: draft.categoryKey } : {})}
              onGenerated={(result) => setDraft((current) => applyGenerated(current, result))}
            />
          )
        ) : null}
        {pane === "text-to-post" ? <TextToPostPane campaignId={post.campaignId} product={product} /> : null}
        {pane === "preview" ? (
          <PostPreview
            platforms={platforms}
            text={draft.content}
            xText={xText}
            media={post.media}
            author={session ? `${session.user.fname} ${session.user.lname}`.trim() || "You" : "You"}
          />
        ) : null}
        {pane === "calendar" && campaignData ? <CalendarFeedPanel campaign={campaignData} /> : null}
      </aside>
      <ConfirmDialog
        open={deleting}
        title="Delete post"
        message="Delete this post? This cannot be undone."
        confirmLabel="Delete"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          actions.remove.mutate(undefined, { onSuccess: () => void navigate(campaignPath(product, post.campaignId)) });
        }}
      />
      {mailOpen ? (
        <MailSetupDialog
          open
          post={post}
          body={draft.content}
          onBodyChange={(content) => set({ content })}
          disabled={readOnly}
          onClose={() => setMailOpen(false)}
          upload={(file, purpose) => actions.upload.mutateAsync({ file, purpose })}
          removeMedia={(ids) => actions.removeMedia.mutateAsync(ids)}
          save={(body) => actions.saveMail.mutateAsync(body)}
        />
      ) : null}
    </div>
  );
};
