// The public pages' only script (served at /publications/assets/public-page.js): it wires the
// reader's buttons of a server-rendered article or author page. The page is complete without it.
// Signed-in readers are recognised by the web app's stored session (localStorage
// "wordloom.session"); anonymous readers are sent to sign in and brought back to the same place.
// Plain JavaScript, type-checked through JSDoc (server/tsconfig.page-scripts.json).

(() => {
  const STORAGE_KEY = "wordloom.session";
  const LINK_COPIED = "document link is copied to clipboard";
  const EMAIL_COPIED = "HTML Content copied. Now paste ( ctrl + v) in your email client and send.";

  /** @typedef {{ accessToken: string, refreshToken: string, accessTokenExpiresAt: string, user: { id: string } }} Session */

  /** @returns {Session | null} */
  const readSession = () => {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? /** @type {Session} */ (JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  };

  /** @returns {Promise<Session | null>} */
  const freshSession = async () => {
    const session = readSession();
    if (!session) {
      return null;
    }
    if (Date.parse(session.accessTokenExpiresAt) - Date.now() > 30_000) {
      return session;
    }
    const response = await fetch("/api/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    if (!response.ok) {
      return null;
    }
    const renewed = /** @type {Session} */ (await response.json());
    localStorage.setItem(STORAGE_KEY, JSON.stringify(renewed));
    return renewed;
  };

  /** Sends the reader to sign in; they come back to this page at `anchor`. */
  const signIn = (/** @type {string} */ anchor) => {
    const next = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`;
    location.assign(`/auth?next=${encodeURIComponent(next)}`);
  };

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  const api = async (method, path, body) => {
    const session = await freshSession();
    if (!session) {
      throw new Error("signed-out");
    }
    const response = await fetch(path, {
      method,
      headers: {
        accept: "application/json",
        authorization: `Bearer ${session.accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const payload = await response.json().catch(() => null);
    if (response.status === 401) {
      throw new Error("signed-out");
    }
    if (!response.ok) {
      throw new Error(
        payload && payload.error && typeof payload.error.message === "string"
          ? payload.error.message
          : "There was a problem. Please retry.",
      );
    }
    return payload;
  };

  /** @param {string} selector @returns {HTMLElement | null} */
  const find = (selector) => document.querySelector(selector);

  const status = (/** @type {string} */ message) => {
    const element = find("[data-status]");
    if (element) {
      element.textContent = message;
      window.setTimeout(() => {
        if (element.textContent === message) {
          element.textContent = "";
        }
      }, 3000);
    }
  };

  const setCount = (/** @type {string} */ name, /** @type {number} */ value) => {
    for (const element of document.querySelectorAll(`[data-count="${name}"]`)) {
      element.textContent = String(value);
    }
  };

  const setPressed = (/** @type {string} */ action, /** @type {boolean} */ pressed) => {
    const button = find(`[data-action="${action}"]`);
    if (button) {
      button.setAttribute("aria-pressed", String(pressed));
      if (action === "follow") {
        button.textContent = pressed ? "Following" : "Follow";
      }
    }
  };

  /** Runs a reader action; a signed-out reader is asked to sign in, a failure is shown. */
  const act = async (/** @type {string} */ anchor, /** @type {() => Promise<void>} */ run) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof Error && error.message === "signed-out") {
        signIn(anchor);
      } else {
        status(error instanceof Error ? error.message : "There was a problem. Please retry.");
      }
    }
  };

  const article = /** @type {HTMLElement | null} */ (find("article.article"));
  const profile = /** @type {HTMLElement | null} */ (find("section.profile"));
  const documentId = article ? article.dataset.documentId : undefined;
  const authorId = article ? article.dataset.authorId : profile ? profile.dataset.authorId : undefined;
  const signedIn = readSession() !== null;

  for (const notice of document.querySelectorAll("[data-sign-in-notice]")) {
    /** @type {HTMLElement} */ (notice).hidden = signedIn;
  }
  for (const link of document.querySelectorAll("a[data-sign-in]")) {
    if (signedIn && link.closest(".site-header")) {
      /** @type {HTMLElement} */ (link).hidden = true;
    }
  }
  // Recommended: a signed-in reader gets their own list (followed authors, liked categories) in place
  // of the anonymous one; the server renders it, asked with the reader's token.
  const personal = /** @type {HTMLElement | null} */ (find("[data-personal]"));
  if (personal && signedIn) {
    void (async () => {
      const session = await freshSession();
      if (!session) {
        return;
      }
      const response = await fetch(personal.dataset.personal ?? "", {
        headers: { authorization: `Bearer ${session.accessToken}`, accept: "text/html" },
      });
      if (!response.ok) {
        return;
      }
      personal.innerHTML = await response.text();
      const intro = find("[data-intro]");
      if (intro) {
        intro.textContent = "From the authors you follow and the topics you like, then what is trending.";
      }
    })().catch(() => undefined);
  }
  // The device's share sheet (Web Share API), where the browser has one; the links stay for the rest.
  const nativeShare = /** @type {HTMLElement | null} */ (find('[data-action="native-share"]'));
  if (nativeShare) {
    nativeShare.hidden = typeof navigator.share !== "function";
  }
  const form = /** @type {HTMLFormElement | null} */ (find("[data-comment-form]"));
  if (form) {
    form.hidden = !signedIn;
  }

  /** @type {{ liked: boolean, bookmarked: boolean, followingAuthor: boolean, isAuthor: boolean }} */
  const state = { liked: false, bookmarked: false, followingAuthor: false, isAuthor: false };

  const loadState = async () => {
    if (!signedIn) {
      return;
    }
    if (documentId) {
      const reader = await api("GET", `/api/public/documents/${documentId}/reader`);
      Object.assign(state, reader);
    } else if (profile && authorId) {
      const handle = decodeURIComponent(location.pathname.split("@")[1] || "");
      const author = await api("GET", `/api/public/authors/by-handle/${encodeURIComponent(handle)}`);
      state.followingAuthor = Boolean(author.followedByMe);
    }
    setPressed("like", state.liked);
    setPressed("bookmark", state.bookmarked);
    setPressed("follow", state.followingAuthor);
    const follow = find('[data-action="follow"]');
    if (follow && (state.isAuthor || (readSession()?.user.id ?? "") === authorId)) {
      follow.hidden = true;
    }
  };

  /** @param {Element} container @param {any} comment */
  const renderComment = (container, comment) => {
    const item = document.createElement("article");
    item.className = comment.root ? "comment reply" : "comment";
    item.id = `comment-${comment.id}`;
    const meta = document.createElement("div");
    meta.className = "meta";
    const name = document.createElement("strong");
    name.textContent = comment.author.name;
    const handle = document.createElement("span");
    handle.textContent = `@${comment.author.handle}`;
    meta.append(name, " ", handle);
    const content = document.createElement("div");
    content.className = "comment-content";
    // Sanitised by the server (sanitize-html) before it was stored.
    content.innerHTML = comment.content;
    item.append(meta, content);
    if (comment.can && comment.can.remove) {
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Delete";
      remove.addEventListener(
        "click",
        () =>
          void act("", async () => {
            await api("DELETE", `/api/public/comments/${comment.id}`);
            item.remove();
            const count = find('[data-count="comments"]');
            setCount("comments", Math.max(0, Number(count ? count.textContent : "1") - 1));
          }),
      );
      item.append(remove);
    }
    container.append(item);
  };

  const copy = async (/** @type {string} */ text, /** @type {string} */ html) => {
    if (html && typeof ClipboardItem !== "undefined" && navigator.clipboard && navigator.clipboard.write) {
      await navigator.clipboard.write([
        new ClipboardItem({ "text/html": new Blob([html], { type: "text/html" }), "text/plain": new Blob([text], { type: "text/plain" }) }),
      ]);
    } else {
      await navigator.clipboard.writeText(text);
    }
  };

  document.addEventListener("click", (event) => {
    const target = /** @type {HTMLElement | null} */ (
      event.target instanceof Element ? event.target.closest("[data-action],[data-share]") : null
    );
    if (!target) {
      return;
    }
    const action = target.dataset.action;
    const network = target.dataset.share;
    if (network && documentId && article) {
      if (network === "email") {
        event.preventDefault();
        const body = find(".article-body");
        void copy(
          `${article.dataset.title ?? ""}\n${article.dataset.url ?? ""}`,
          `<h1>${article.dataset.title ?? ""}</h1>${body ? body.innerHTML : ""}`,
        )
          .then(() => status(EMAIL_COPIED))
          .catch(() => status("There was a problem. Please retry."));
      }
      if (signedIn) {
        void api("POST", `/api/public/documents/${documentId}/shares`, { channel: network }).catch(() => undefined);
      }
      return;
    }
    if (action === "native-share" && article) {
      navigator
        .share({ title: article.dataset.title ?? document.title, url: article.dataset.url ?? location.href })
        .then(() => {
          if (signedIn && documentId) {
            void api("POST", `/api/public/documents/${documentId}/shares`, { channel: "device" }).catch(() => undefined);
          }
        })
        .catch(() => undefined);
      return;
    }
    if (action === "copy-link" && article) {
      void copy(article.dataset.url ?? location.href, "")
        .then(() => status(LINK_COPIED))
        .catch(() => status(article.dataset.url ?? location.href));
      if (signedIn && documentId) {
        void api("POST", `/api/public/documents/${documentId}/shares`, { channel: "link" }).catch(() => undefined);
      }
      return;
    }
    if (action === "like" && documentId) {
      void act("like", async () => {
        const result = await api(state.liked ? "DELETE" : "PUT", `/api/public/documents/${documentId}/like`);
        state.liked = result.liked;
        setPressed("like", result.liked);
        setCount("likes", result.likes);
      });
    } else if (action === "bookmark" && documentId) {
      void act("bookmark", async () => {
        const result = await api(state.bookmarked ? "DELETE" : "PUT", `/api/public/documents/${documentId}/bookmark`);
        state.bookmarked = result.bookmarked;
        setPressed("bookmark", result.bookmarked);
        setCount("bookmarks", result.bookmarks);
      });
    } else if (action === "follow" && authorId) {
      void act("follow", async () => {
        const result = await api(state.followingAuthor ? "DELETE" : "PUT", `/api/public/authors/${authorId}/follow`);
        state.followingAuthor = result.following;
        setPressed("follow", result.following);
        setCount("followers", result.followers);
      });
    } else if (action === "more-comments" && documentId) {
      const page = Number(target.dataset.page || "2");
      void act("", async () => {
        const response = await fetch(`/api/public/documents/${documentId}/comments?page=${page}&limit=50`, {
          headers: { accept: "application/json" },
        });
        const list = await response.json();
        const container = find("[data-comments]");
        for (const comment of list.items) {
          if (container) {
            renderComment(container, comment);
          }
        }
        target.dataset.page = String(page + 1);
        target.hidden = !list.hasMore;
      });
    }
  });

  if (form && documentId) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const field = /** @type {HTMLTextAreaElement | null} */ (form.elements.namedItem("content"));
      const content = field ? field.value.trim() : "";
      if (!content) {
        return;
      }
      void act("comment-text", async () => {
        const comment = await api("POST", `/api/public/documents/${documentId}/comments`, { content });
        const container = find("[data-comments]");
        const empty = find("[data-empty]");
        if (empty) {
          empty.remove();
        }
        if (container) {
          renderComment(container, comment);
        }
        if (field) {
          field.value = "";
        }
        const count = find('[data-count="comments"]');
        setCount("comments", Number(count ? count.textContent : "0") + 1);
      });
    });
  }

  // Comments already on the page: their authors (and the article's) get a Delete button.
  if (signedIn && documentId) {
    void api("GET", `/api/public/documents/${documentId}/comments?limit=50`)
      .then((/** @type {any} */ list) => {
        for (const comment of list.items) {
          const element = document.getElementById(`comment-${comment.id}`);
          if (element && comment.can.remove) {
            const container = document.createElement("div");
            renderComment(container, comment);
            const replacement = container.firstElementChild;
            if (replacement) {
              element.replaceWith(replacement);
            }
          }
        }
      })
      .catch(() => undefined);
  }

  void loadState().catch(() => undefined);
  if (location.hash) {
    const anchor = location.hash.slice(1);
    const element = document.getElementById(anchor) || find(`[data-action="${anchor}"]`);
    if (element) {
      element.scrollIntoView({ block: "center" });
      element.focus();
    }
  }
})();
