import { Body1, Button, Caption1, Spinner, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { PostCard as PostCardData } from "@wordloom/shared/model";
import { errorMessage } from "../api/errors";
import { PostCard } from "./PostCard";
import { PostFiltersBar } from "./PostFiltersBar";
import { PostLinks } from "./publishing/PostLinks";
import { type PostFilters, useCampaignPostPages } from "./use-campaigns";
import { formatInZone } from "./zone";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  grid: { display: "grid", gap: "12px", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 300px))" },
  item: { display: "grid", gap: "4px", padding: "0", minWidth: "0", justifyItems: "stretch", textAlign: "start", height: "auto" },
  more: { justifySelf: "start" },
});

/**
 * Posts mode (spec 4 §2): the campaign's posts filtered by type, platform and status, a page at a
 * time (the post list route's pages; "Load more" adds the next one, a change of filters starts again
 * from the first); the count is every post the filters match. A card opens its post.
 */
export const PostList = ({ campaignId, zone, onOpen }: { campaignId: string; zone: string; onOpen: (post: PostCardData) => void }) => {
  const styles = useStyles();
  const [filters, setFilters] = useState<PostFilters>({});
  const posts = useCampaignPostPages(campaignId, filters);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = posts.data?.pages[0]?.total ?? 0;
  return (
    <div className={styles.root}>
      <PostFiltersBar filters={filters} onChange={setFilters} />
      {posts.isPending ? <Spinner label="Loading posts" /> : null}
      {posts.isError ? <Body1 role="alert">{errorMessage(posts.error)}</Body1> : null}
      {posts.data && items.length === 0 ? (
        <Body1>{filtered ? "No post matches these filters." : "No posts yet. Add one with New post."}</Body1>
      ) : null}
      {items.length > 0 ? (
        <>
          <Caption1>{`${total} post${total === 1 ? "" : "s"}`}</Caption1>
          <ul className={styles.grid} aria-label="Posts">
            {items.map((post) => (
              <li key={post.id} style={{ listStyle: "none", minWidth: 0 }}>
                <Button
                  appearance="transparent"
                  className={styles.item}
                  onClick={() => onOpen(post)}
                  aria-label={`Open ${post.title || "Untitled post"}`}
                >
                  <PostCard post={post} size="normal" time={formatInZone(post.publishAt, zone)} />
                </Button>
                <PostLinks post={post} />
              </li>
            ))}
          </ul>
          {posts.hasNextPage ? (
            <Button
              className={styles.more}
              disabled={posts.isFetchingNextPage}
              icon={posts.isFetchingNextPage ? <Spinner size="tiny" /> : undefined}
              onClick={() => void posts.fetchNextPage()}
            >
              {`Load more (${items.length} of ${total} shown)`}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
