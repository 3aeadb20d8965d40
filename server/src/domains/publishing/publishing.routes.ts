import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import { COVER } from "@wordloom/shared/rules";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { requireUser } from "../../http/authenticate";
import { readUpload } from "../../http/read-upload";
import { registerEndpoint } from "../../http/register-endpoint";
import { authorProfile, listAuthors, listCategories, listFollows, setFollow, findAuthorByHandle } from "./authors";
import { addComment, editComment, listComments, removeComment } from "./comments";
import { removeCover, uploadCover } from "./cover";
import { findPublicTarget } from "./find-public";
import { publicationStatus } from "./owner-publication";
import { getPublicDocument } from "./public-document";
import {
  listAuthorDocuments,
  listBookmarks,
  listCategory,
  listMine,
  listMyTopRated,
  listPublic,
  listRecommended,
  listTopAiRated,
  listTrending,
} from "./public-queries";
import { optionalReader } from "./publishing.http";
import { isBot, type ReadCounter } from "./read-counter";
import { ratePublication, type BackgroundWork } from "./rate-publication";
import { rateDocument, readerState, recordShare, setBookmark, setLike } from "./reader-actions";
import { searchPublicCached, type SearchCache } from "./search-cache";
import { updateTags } from "./tags";
import { publicLink, updateVisibility } from "./update-visibility";

/** The publishing API: the author's side (/api/publishing) and the readers' (/api/public). */
export const publishingRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  reads: ReadCounter,
  background: BackgroundWork,
  searches: SearchCache,
) => {
  const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user;

  // The author's side.
  registerEndpoint(app, ctx, contract.getPublication, async ({ request, params }) => publicationStatus(ctx.db, user(request), params.id));
  registerEndpoint(app, ctx, contract.updateVisibility, async ({ request, params, body }) => {
    const status = await updateVisibility(ctx, user(request), params.id, body.visibility);
    if (body.visibility === "public") {
      background.run(() => ratePublication(ctx, params.id));
    }
    return status;
  });
  registerEndpoint(app, ctx, contract.genDocPublicLink, async ({ request, params, body }) =>
    publicLink(ctx, user(request), params.id, body.renew),
  );
  registerEndpoint(app, ctx, contract.updateTags, async ({ request, params, body }) =>
    updateTags(ctx, user(request), params.id, body.tags),
  );
  registerEndpoint(app, ctx, contract.uploadCover, async ({ request, params, query, file }) => {
    const bytes = await readUpload(
      file,
      () => new AppError("PAYLOAD_TOO_LARGE", PUBLISHING_MESSAGES.fileTooLarge, { maxBytes: COVER.maxBytes }),
    );
    const crop =
      query.left !== undefined && query.top !== undefined && query.width !== undefined && query.height !== undefined
        ? { left: query.left, top: query.top, width: query.width, height: query.height }
        : undefined;
    return uploadCover(ctx, user(request), params.id, bytes, crop);
  });
  registerEndpoint(app, ctx, contract.removeCover, async ({ request, params }) => removeCover(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.myPublicDocuments, async ({ request, query }) => listMine(ctx.db, user(request).id, query));
  registerEndpoint(app, ctx, contract.myTopRated, async ({ request, query }) => listMyTopRated(ctx.db, user(request).id, query));

  // Reading.
  registerEndpoint(app, ctx, contract.listPublicDocuments, async ({ query }) => listPublic(ctx.db, query));
  registerEndpoint(app, ctx, contract.getPublicDocument, async ({ request, query }) => {
    const reader = await optionalReader(ctx, request);
    const document = await getPublicDocument(ctx.db, reader?.id ?? null, query.handle, query.slug);
    if (!isBot(request.headers["user-agent"]) && reader?.id !== document.author.id) {
      reads.count(document.id);
    }
    return document;
  });
  registerEndpoint(app, ctx, contract.listPublicComments, async ({ request, params, query }) =>
    listComments(ctx.db, await optionalReader(ctx, request), params.id, query),
  );
  registerEndpoint(app, ctx, contract.trendingDocuments, async ({ query }) => listTrending(ctx.db, query));
  registerEndpoint(app, ctx, contract.recommendedDocuments, async ({ request, query }) =>
    listRecommended(ctx.db, (await optionalReader(ctx, request))?.id ?? null, query),
  );
  registerEndpoint(app, ctx, contract.listCategories, async () => listCategories(ctx.db));
  registerEndpoint(app, ctx, contract.categoryDocuments, async ({ params, query }) => listCategory(ctx.db, params.category, query));
  registerEndpoint(app, ctx, contract.searchPublicDocuments, async ({ query }) => searchPublicCached(ctx.db, searches, query));
  registerEndpoint(app, ctx, contract.topAiRatedDocuments, async ({ query }) => listTopAiRated(ctx.db, query));
  registerEndpoint(app, ctx, contract.listAuthors, async ({ query }) => listAuthors(ctx.db, query));
  registerEndpoint(app, ctx, contract.authorProfile, async ({ request, params }) =>
    authorProfile(ctx.db, (await optionalReader(ctx, request))?.id ?? null, params.handle),
  );
  registerEndpoint(app, ctx, contract.authorDocuments, async ({ params, query }) =>
    listAuthorDocuments(ctx.db, (await findAuthorByHandle(ctx.db, params.handle)).id, query),
  );
  registerEndpoint(app, ctx, contract.authorFollowers, async ({ params, query }) =>
    listFollows(ctx.db, params.authorId, "followers", query),
  );
  registerEndpoint(app, ctx, contract.authorFollowing, async ({ params, query }) =>
    listFollows(ctx.db, params.authorId, "following", query),
  );

  // Reader actions.
  registerEndpoint(app, ctx, contract.readerState, async ({ request, params }) =>
    readerState(ctx.db, user(request).id, await findPublicTarget(ctx.db, params.id)),
  );
  registerEndpoint(app, ctx, contract.likeDocument, async ({ request, params }) => setLike(ctx, user(request).id, params.id, true));
  registerEndpoint(app, ctx, contract.unlikeDocument, async ({ request, params }) => setLike(ctx, user(request).id, params.id, false));
  registerEndpoint(app, ctx, contract.bookmarkDocument, async ({ request, params }) => setBookmark(ctx, user(request).id, params.id, true));
  registerEndpoint(app, ctx, contract.unbookmarkDocument, async ({ request, params }) =>
    setBookmark(ctx, user(request).id, params.id, false),
  );
  registerEndpoint(app, ctx, contract.myBookmarks, async ({ request, query }) => listBookmarks(ctx.db, user(request).id, query));
  registerEndpoint(app, ctx, contract.rateUsersRating, async ({ request, params, body }) =>
    rateDocument(ctx, user(request).id, params.id, body.rating),
  );
  registerEndpoint(app, ctx, contract.recordShare, async ({ request, params, body }) =>
    recordShare(ctx, user(request).id, params.id, body.channel),
  );
  registerEndpoint(app, ctx, contract.addPublicComment, async ({ request, params, body }) =>
    addComment(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.editPublicComment, async ({ request, params, body }) =>
    editComment(ctx, user(request), params.commentId, body.content),
  );
  registerEndpoint(app, ctx, contract.removePublicComment, async ({ request, params }) => {
    await removeComment(ctx, user(request), params.commentId);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.followAuthor, async ({ request, params }) => setFollow(ctx, user(request).id, params.authorId, true));
  registerEndpoint(app, ctx, contract.unfollowAuthor, async ({ request, params }) =>
    setFollow(ctx, user(request).id, params.authorId, false),
  );
};
