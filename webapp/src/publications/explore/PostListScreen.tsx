import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Title2,
} from "@fluentui/react-components";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { PublicDocumentSummary } from "@wordloom/shared/model";
import { errorMessage } from "../../api/errors";
import { useSession } from "../../api/session";
import { appPath } from "../../shell/paths";
import { LoadMoreSentinel } from "../../ui/LoadMoreSentinel";
import type { PostListKind } from "../paths";
import { POST_LISTS } from "./post-lists";
import { PublicPostCard } from "./PublicPostCard";
import { usePostList } from "./use-post-list";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: "16px", maxWidth: "960px", minWidth: 0 },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "12px" },
  empty: { display: "grid", justifyItems: "center", gap: "8px", padding: "48px 16px", textAlign: "center" },
});

const PostListSkeleton = () => (
  <Skeleton aria-label="Loading posts">
    {Array.from({ length: 3 }, (_unused, index) => (
      <div key={index} style={{ display: "grid", gridTemplateColumns: "224px 1fr", gap: 16, padding: 12 }}>
        <SkeletonItem style={{ height: 100 }} />
        <div style={{ display: "grid", gap: 8, alignContent: "start" }}>
          <SkeletonItem size={20} style={{ width: "60%" }} />
          <SkeletonItem size={12} style={{ width: "40%" }} />
          <SkeletonItem size={12} style={{ width: "90%" }} />
        </div>
      </div>
    ))}
  </Skeleton>
);

interface PostListScreenProps {
  kind: PostListKind;
  /** Actions under each card (the Saved list's Remove). */
  cardActions?: (post: PublicDocumentSummary) => ReactNode;
}

/** One Explore Public Posts list with its loading, error and empty states, loading more on scroll. */
export const PostListScreen = ({ kind, cardActions }: PostListScreenProps) => {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const product = session?.user.selectedProduct ?? "writing";
  const definition = POST_LISTS[kind];
  const list = usePostList(kind);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const title = definition.title(product);

  let body: ReactNode;
  if (list.isPending) {
    body = <PostListSkeleton />;
  } else if (list.isError && items.length === 0) {
    body = (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(list.error)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void list.refetch()}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (items.length === 0) {
    body = (
      <div role="status" className={styles.empty}>
        <Subtitle2>{definition.empty.title}</Subtitle2>
        <Body1>{definition.empty.message}</Body1>
        {kind === "mine" ? (
          <Button appearance="primary" onClick={() => navigate(appPath(product))}>
            Go to documents
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={title}>
          {items.map((post) => (
            <PublicPostCard key={post.id} post={post} actions={cardActions?.(post)} />
          ))}
        </ul>
        {list.isFetchNextPageError ? (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessage(list.error)}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void list.fetchNextPage()}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <LoadMoreSentinel hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="post-list-heading" className={styles.root}>
      <Title2 as="h2" id="post-list-heading">
        {title}
      </Title2>
      {body}
    </section>
  );
};
