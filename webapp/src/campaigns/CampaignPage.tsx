import { Badge, Body1, Button, Caption1, Spinner, Tab, TabList, Title2, ToggleButton, makeStyles } from "@fluentui/react-components";
import { AddRegular, DeleteRegular, PauseRegular, PlayRegular } from "@fluentui/react-icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "@wordloom/shared/api";
import type { Campaign, PostCard } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useSession } from "../api/session";
import { lazyDialog } from "../ui/lazy-dialog";
import { lazyComponent } from "../ui/lazy-route";
import { useNotify } from "../ui/toasts";
import { firstCalendarRange, rangeQueryOf } from "./calendar-range";
import { CAMPAIGN_STATUS_LABELS } from "./display";
import { campaignsPath, isCampaignMode, newPostPath, postEditorPath, type CampaignMode } from "./paths";
import type { CardSize } from "./PostCard";
import { PostCalendar, type CalendarMove } from "./PostCalendar";
import { usePublishingRefresh } from "./publishing/use-publishing-refresh";
import { campaignKeys } from "./queries";
import { useActivation } from "./use-activation";
import { type PostRange, useCampaign, useCampaignActions, useCampaignPostCards } from "./use-campaigns";
import { useDebouncedMoves } from "./use-debounced-moves";
import { formatDay, formatInZone, useUserTimeZone } from "./zone";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", minWidth: "0", maxWidth: "1400px", margin: "0 auto", width: "100%" },
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap" },
  heading: { display: "grid", gap: "4px", minWidth: "0" },
  titleRow: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap", minWidth: "0", overflowWrap: "anywhere" },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap" },
});

const NO_POSTS: readonly PostCard[] = [];

// What the calendar (the page's first mode) does not show loads on first use, not with the page:
// the Edit mode's form and feed panel, the Posts mode's list, and the dialogs. A pointer over (or
// focus on) the tab or button that opens one starts its download ahead of the click.
const editForm = lazyComponent(
  () => import("./CampaignEditForm"),
  (module) => module.CampaignEditForm,
);
const feedPanel = lazyComponent(
  () => import("./CalendarFeedPanel"),
  (module) => module.CalendarFeedPanel,
);
const postList = lazyComponent(
  () => import("./PostList"),
  (module) => module.PostList,
);
const activationDialogs = lazyDialog(
  () => import("./ActivationDialogs"),
  (module) => module.ActivationDialogs,
  (props) => props.controller.flow.current.step !== "idle",
);
const confirmDialog = lazyDialog(
  () => import("../ui/ConfirmDialog"),
  (module) => module.ConfirmDialog,
  (props) => props.open,
);
const preloadEditMode = () => {
  editForm.preload().catch(() => undefined);
  feedPanel.preload().catch(() => undefined);
};
const preloadPostsMode = () => void postList.preload().catch(() => undefined);
const preloadActivation = () => void activationDialogs.preload().catch(() => undefined);
const preloadConfirm = () => void confirmDialog.preload().catch(() => undefined);

/** app/campaigns/{id} (spec 4 §2): modes Campaigns (calendar), Edit and Posts (list with filters); activation, pause, resume, delete. */
export const CampaignPage = () => {
  const { campaignId = "" } = useParams();
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) {
    return <Spinner label="Loading the campaign" />;
  }
  if (campaign.isError) {
    return <Body1 role="alert">{errorMessage(campaign.error)}</Body1>;
  }
  return <CampaignView campaign={campaign.data} />;
};

const CampaignView = ({ campaign: data }: { campaign: Campaign }) => {
  const styles = useStyles();
  const [search, setSearch] = useSearchParams();
  const mode: CampaignMode = isCampaignMode(search.get("mode")) ? (search.get("mode") as CampaignMode) : "campaign";
  const session = useSession();
  const product = session?.user.selectedProduct ?? "content";
  const zone = useUserTimeZone();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The calendar asks only for the days it shows (first the month of the campaign's start), as cards.
  const [days, setDays] = useState<PostRange>(() => firstCalendarRange(data.startDate));
  const posts = useCampaignPostCards(data.id, days, mode === "campaign");
  const showDays = useCallback((shown: { start: string; end: string }) => {
    const next = rangeQueryOf(shown.start, shown.end);
    setDays((current) => (current.from === next.from && current.to === next.to ? current : next));
  }, []);
  usePublishingRefresh(data, posts.data?.items);
  const actions = useCampaignActions();
  const activation = useActivation(data, product);
  const [size, setSize] = useState<CardSize>("normal");
  const [deleting, setDeleting] = useState(false);

  const move = useMutation({
    mutationFn: (input: { postId: string; publishAt: string }) =>
      api.moveCampaignPost({ params: { id: input.postId }, body: { publishAt: input.publishAt } }),
    onError: (error) => notify(error instanceof ApiError ? error.message : CAMPAIGN_MESSAGES.updateFailed, "error"),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: campaignKeys.posts(data.id) });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.one(data.id) });
    },
  });
  const moves = useDebouncedMoves((postId, publishAt) => move.mutateAsync({ postId, publishAt }).catch(() => undefined));

  const isOwner = data.ownerId === session?.user.id;
  const mayView = isOwner || data.activeReviewers.some((reviewer) => reviewer.userId === session?.user.id);
  const open = (post: PostCard) =>
    mayView ? void navigate(postEditorPath(product, post.id)) : notify(CAMPAIGN_MESSAGES.accessDenied, "error");
  const onMove = ({ post, publishAt, revert }: CalendarMove) => {
    if (post.status === "posted") {
      revert();
      notify(CAMPAIGN_MESSAGES.alreadyPublished, "error");
      return;
    }
    if (!post.can.move) {
      revert();
      notify(CAMPAIGN_MESSAGES.readOnly, "error");
      return;
    }
    moves.queue(post.id, publishAt);
  };
  const setMode = (next: CampaignMode) => setSearch(next === "campaign" ? {} : { mode: next }, { replace: true });
  return (
    <section className={styles.root} aria-labelledby="campaign-title">
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <Title2 as="h2" id="campaign-title">
              {data.title}
            </Title2>
            <Badge appearance="tint">{CAMPAIGN_STATUS_LABELS[data.status]}</Badge>
          </div>
          <Caption1>
            {`${formatDay(data.startDate)} – ${formatDay(data.endDate)} · ${data.totalWeeks} week${data.totalWeeks === 1 ? "" : "s"} · starts ${formatInZone(data.startAt, zone)} (${zone})`}
          </Caption1>
        </div>
        <div className={styles.actions}>
          {data.can.createPost ? (
            <Button icon={<AddRegular />} onClick={() => void navigate(newPostPath(product, data.id))}>
              New post
            </Button>
          ) : null}
          {data.can.activate || data.can.resume ? (
            <Button
              appearance="primary"
              icon={<PlayRegular />}
              onClick={activation.begin}
              onPointerEnter={preloadActivation}
              onFocus={preloadActivation}
            >
              {data.status === "paused" ? "Resume" : "Activate"}
            </Button>
          ) : null}
          {data.can.pause ? (
            <Button icon={<PauseRegular />} disabled={actions.pause.isPending} onClick={() => actions.pause.mutate(data.id)}>
              Pause
            </Button>
          ) : null}
          {data.can.delete ? (
            <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)} onPointerEnter={preloadConfirm} onFocus={preloadConfirm}>
              Delete
            </Button>
          ) : null}
        </div>
      </header>
      <TabList selectedValue={mode} onTabSelect={(_event, tab) => setMode(tab.value as CampaignMode)}>
        <Tab value="campaign">Campaigns</Tab>
        <Tab value="edit" disabled={!data.can.edit} onPointerEnter={preloadEditMode} onFocus={preloadEditMode}>
          Edit
        </Tab>
        <Tab value="posts" onPointerEnter={preloadPostsMode} onFocus={preloadPostsMode}>
          Posts
        </Tab>
      </TabList>
      {mode === "campaign" ? (
        <>
          <div className={styles.actions}>
            <ToggleButton size="small" checked={size === "small"} onClick={() => setSize(size === "small" ? "normal" : "small")}>
              Small cards
            </ToggleButton>
            {posts.isFetching ? <Spinner size="tiny" label="Loading posts" /> : null}
          </div>
          {posts.isError ? <Body1 role="alert">{errorMessage(posts.error)}</Body1> : null}
          {/* The grid is drawn while the first cards load, then they are added to it. */}
          <PostCalendar
            posts={posts.data?.items ?? NO_POSTS}
            zone={zone}
            initialDate={data.startDate}
            range={{ start: data.startDate, end: data.endDate }}
            size={size}
            canDrag={isOwner}
            onOpen={open}
            onMove={onMove}
            onDaysShown={showDays}
          />
        </>
      ) : null}
      {mode === "edit" ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <editForm.Component campaign={data} zone={zone} />
          <feedPanel.Component campaign={data} />
        </Suspense>
      ) : null}
      {mode === "posts" ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <postList.Component campaignId={data.id} zone={zone} onOpen={open} />
        </Suspense>
      ) : null}
      <activationDialogs.Component controller={activation} product={product} zone={zone} campaignTitle={data.title} />
      <confirmDialog.Component
        open={deleting}
        title="Delete campaign"
        message={`Delete “${data.title}” and all its posts? This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          actions.remove.mutate(data, { onSuccess: () => void navigate(campaignsPath(product)) });
        }}
      />
    </section>
  );
};
