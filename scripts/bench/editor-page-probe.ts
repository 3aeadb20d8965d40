// The script bench:editor runs in the page before the web app starts: it signs in, opens the
// benchmark document, and records when the editor's first page layout is painted.

/** webapp/src/api/session.ts and webapp/src/shell/paths.ts */
const SESSION_KEY = "wordloom.session";
const LAST_DOCUMENT_KEY = "wordloom.lastDocumentId";

/**
 * Runs in the page before the app: signs in, opens the document, and records when the editor's
 * first layout is painted. The editor is reachable as the ProseMirror element's `editor` (TipTap
 * sets it). Plain JavaScript: it runs in the page.
 */
export const pageProbe = (sessionJson: string, documentId: string) => `(() => {
  localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(sessionJson)});
  localStorage.setItem(${JSON.stringify(LAST_DOCUMENT_KEY)}, ${JSON.stringify(documentId)});
  const state = { editorAt: null, layoutAt: null, paintedAt: null, pageCount: 0, frameWork: null };
  window.__editorBench = state;
  // Time spent in animation-frame callbacks (the pagination core lays out in one), while recording.
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => requestFrame((time) => {
    const started = performance.now();
    callback(time);
    if (state.frameWork) state.frameWork.push(performance.now() - started);
  });
  const afterPaint = (callback) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(0);
  });
  const firstLayout = (layout) => {
    // The empty layout the editor starts with has no placements: wait for the real one.
    if (state.layoutAt !== null || layout.placements.length === 0) return;
    state.layoutAt = performance.now();
    state.pageCount = layout.pageCount;
    afterPaint((at) => { state.paintedAt = at; });
  };
  // React may replace the first editor instance: every instance seen is followed.
  const seen = new WeakSet();
  const attach = (editor) => {
    seen.add(editor);
    state.editorAt ??= performance.now();
    editor.on("layout", ({ layout }) => firstLayout(layout));
    firstLayout(editor.storage.pagination.layout);
  };
  const observer = new MutationObserver(() => {
    const root = document.querySelector(".ProseMirror");
    if (root && root.editor && !seen.has(root.editor)) {
      attach(root.editor);
    }
    if (state.paintedAt !== null) {
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;
