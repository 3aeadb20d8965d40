import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiClient } from "@wordloom/shared/api";
import type { AccountType } from "@wordloom/shared/rules";
import { RangeChangedError } from "../word/replace";
import { detectWordSupport, type WordSupport } from "../word/word-support";
import { checkErrorMessage } from "./check-errors";
import type { CheckReport } from "./findings";
import { HighlightSession } from "./highlight-session";
import { MESSAGES } from "./messages";
import { runCheck as defaultRunCheck, type CheckRequest, type CheckOutcome } from "./run-check";
import { checkKindOf, type ComplianceTab, type ToolId } from "./tools";

type CheckStatus = "idle" | "checking" | "done" | "no-text" | "error";

interface CheckerState {
  tool: ToolId | null;
  complianceTab: ComplianceTab;
  selectionOnly: boolean;
  trackChanges: boolean;
  /** Grammar: show style suggestions too (off by default: they are not errors). */
  includeStyle: boolean;
  status: CheckStatus;
  report: CheckReport | null;
  error: string | null;
  /** Findings with a Word range (accept and select need one). */
  located: ReadonlySet<string>;
}

interface CheckerDependencies {
  client: ApiClient;
  /** Picks the compliance plan message (spec document 3 §6). */
  accountType?: AccountType;
  runCheck?: (request: CheckRequest) => Promise<CheckOutcome>;
  support?: () => WordSupport;
  /** Reports Word failures of accept, discard, select and clear. */
  onWordError?: (message: string) => void;
}

const INITIAL: CheckerState = {
  tool: null,
  complianceTab: "pii",
  selectionOnly: false,
  trackChanges: false,
  includeStyle: false,
  status: "idle",
  report: null,
  error: null,
  located: new Set(),
};

const withoutFinding = (report: CheckReport | null, key: string): CheckReport | null =>
  report ? { ...report, findings: report.findings.filter((finding) => finding.key !== key) } : report;

/**
 * The tool pane's state: the chosen tool, checking, the results, and the Word side of every
 * card (accept, discard, select), with highlights cleared whenever results go away (spec
 * document 3 §4: changing tool clears highlights; a compliance tab change clears and refetches).
 */
export const useChecker = ({
  client,
  accountType = "individual",
  runCheck = defaultRunCheck,
  support = () => detectWordSupport(Office.context.requirements),
  onWordError = () => undefined,
}: CheckerDependencies) => {
  const [state, setState] = useState<CheckerState>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Set synchronously, so a second click before the first re-render cannot start another check. */
  const checking = useRef(false);
  /** Bumped whenever results go away: a check that finishes after that is stale and undoes its highlights. */
  const generation = useRef(0);
  const session = useRef(new HighlightSession()).current;

  const reportWordError = useCallback(
    (error?: unknown) => onWordError(error instanceof RangeChangedError ? MESSAGES.textChanged : MESSAGES.problem),
    [onWordError],
  );
  const clearHighlights = useCallback(() => session.clear().catch(() => reportWordError()), [session, reportWordError]);

  const check = useCallback(
    async (overrides: Partial<Pick<CheckerState, "tool" | "complianceTab" | "includeStyle">> = {}) => {
      const current = { ...stateRef.current, ...overrides };
      if (!current.tool || checking.current) {
        return;
      }
      checking.current = true;
      const mine = ++generation.current;
      const kind = checkKindOf(current.tool, current.complianceTab);
      await clearHighlights();
      setState((previous) => ({ ...previous, ...overrides, status: "checking", report: null, error: null, located: new Set() }));
      try {
        const wordSupport = support();
        const outcome = await runCheck({
          client,
          kind,
          scope: current.selectionOnly ? "selection" : "document",
          support: wordSupport,
          ...(kind === "grammar" && current.includeStyle ? { includeStyle: true } : {}),
        });
        if (mine !== generation.current) {
          if (outcome.status === "done") {
            await session.release(outcome.highlights).catch(() => reportWordError());
          }
          return;
        }
        if (outcome.status === "no-text") {
          setState((previous) => ({ ...previous, status: "no-text" }));
          return;
        }
        session.adopt(outcome.highlights);
        setState((previous) => ({ ...previous, status: "done", report: outcome.report, located: new Set(session.keys) }));
      } catch (error) {
        if (mine !== generation.current) {
          return;
        }
        const message = checkErrorMessage(kind, error, accountType);
        const report: CheckReport | null =
          kind === "plagiarism"
            ? { kind, findings: [], plagiarism: { score: null, label: MESSAGES.notCalculated, sources: [], searched: null } }
            : null;
        setState((previous) => ({ ...previous, status: "error", error: message, report }));
      } finally {
        checking.current = false;
      }
    },
    [client, accountType, runCheck, support, session, clearHighlights, reportWordError],
  );

  // The pane goes away (signed out here, in another Word window, or a failed refresh): its
  // highlights must not stay in the document, and a check still running undoes its own.
  useEffect(
    () => () => {
      generation.current += 1;
      void session.clear().catch(() => undefined);
    },
    [session],
  );

  const reset = useCallback(
    (changes: Partial<CheckerState>) => {
      generation.current += 1;
      void clearHighlights();
      setState((previous) => ({ ...previous, ...changes, status: "idle", report: null, error: null, located: new Set() }));
    },
    [clearHighlights],
  );

  const forget = (key: string) =>
    setState((previous) => {
      const located = new Set(previous.located);
      located.delete(key);
      return { ...previous, report: withoutFinding(previous.report, key), located };
    });

  return {
    state,
    check: () => check(),
    selectTool: (tool: ToolId) => {
      if (tool !== stateRef.current.tool) {
        reset({ tool });
      }
    },
    selectComplianceTab: (complianceTab: ComplianceTab) => {
      const hadResults = stateRef.current.status === "done" || stateRef.current.status === "error";
      if (complianceTab === stateRef.current.complianceTab) {
        return;
      }
      if (hadResults) {
        void check({ complianceTab });
      } else {
        reset({ complianceTab });
      }
    },
    setSelectionOnly: (selectionOnly: boolean) => setState((previous) => ({ ...previous, selectionOnly })),
    setTrackChanges: (trackChanges: boolean) => setState((previous) => ({ ...previous, trackChanges })),
    /** Style suggestions on or off; results already shown are checked again with the new setting. */
    setIncludeStyle: (includeStyle: boolean) => {
      const hadResults = stateRef.current.status === "done";
      setState((previous) => ({ ...previous, includeStyle }));
      if (hadResults) {
        void check({ includeStyle });
      }
    },
    clear: () => reset({}),
    accept: async (key: string, replacement: string) => {
      try {
        await session.accept(key, replacement, stateRef.current.trackChanges && support().changeTracking);
        forget(key);
      } catch (error) {
        if (error instanceof RangeChangedError) {
          forget(key);
        }
        reportWordError(error);
      }
    },
    discard: async (key: string) => {
      forget(key);
      await session.discard(key).catch(() => reportWordError());
    },
    select: (key: string) => session.select(key).catch(() => reportWordError()),
  };
};
export type Checker = ReturnType<typeof useChecker>;
