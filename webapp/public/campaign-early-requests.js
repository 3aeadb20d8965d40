// The campaign calendar's first requests, started by index.html before the app's code has even
// downloaded (issue 24: a campaign's month view interactive within 800 ms). The route's prefetch
// (src/campaigns/campaign-queries.ts) takes the answers over into the query cache, so nothing is
// asked for twice. A plain static file, not an inline script: the server's CSP allows only
// same-origin scripts. The session token goes only to this origin's /api, as the app sends it.
(() => {
  const match = /^\/[a-z-]+\/app\/campaigns\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/.exec(location.pathname);
  if (!match) {
    return;
  }
  let session = null;
  try {
    session = JSON.parse(localStorage.getItem("wordloom.session") ?? "null");
  } catch {
    return;
  }
  // An expired token would only earn a 401: the app refreshes the session and asks itself.
  if (!session || typeof session.accessToken !== "string" || !(Date.parse(session.accessTokenExpiresAt) > Date.now())) {
    return;
  }
  const headers = { accept: "application/json", authorization: `Bearer ${session.accessToken}` };
  /** The JSON answer, or null on any failure (the app then asks again through its client, which handles errors). */
  const get = (path) =>
    fetch(path, { headers, credentials: "same-origin" }).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
  const id = match[1];
  const mode = new URLSearchParams(location.search).get("mode");
  window.__wordloomEarlyCampaign = {
    id,
    campaign: get(`/api/campaigns/${id}`),
    // The calendar (the default mode) opens on the month of the campaign's start: the server knows which.
    firstMonthCards: mode === null || mode === "campaign" ? get(`/api/campaigns/${id}/post-cards?range=first-month`) : null,
  };
  // The screen's code is not preloaded from here: 58 modulepreload links added with the HTML made the
  // load slower, not faster (median 1,985 and 1,605 ms with them, 1,482 and 1,488 without, quiet
  // machine, bench:campaigns-ui), their compile work landing while the entry chunk runs.
})();
