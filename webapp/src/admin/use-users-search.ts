import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** The search box waits this long after the last keystroke before asking the server. */
const USER_SEARCH_DEBOUNCE_MS = 300;

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The users table's search and page, kept in the URL (?q=&page=) so reload, back and forward and
 * the sign-in `next` link all show the same list. Typing updates the box at once and the URL once
 * typing pauses; a new search starts at page 1.
 */
export const useUsersSearch = () => {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const page = pageFrom(params.get("page"));
  const [search, setSearchText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    // The URL changed under the box (back, forward, a link): show its search.
    setSeenQ(q);
    if (search.trim() !== q) {
      setSearchText(q);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = (value: string) => {
    setSearchText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (current) => {
          const wanted = value.trim();
          if (wanted === (current.get("q") ?? "").trim()) {
            return current;
          }
          const next = new URLSearchParams(current);
          if (wanted) {
            next.set("q", wanted);
          } else {
            next.delete("q");
          }
          next.delete("page");
          return next;
        },
        { replace: true },
      );
    }, USER_SEARCH_DEBOUNCE_MS);
  };

  const setPage = (nextPage: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) {
        next.set("page", String(nextPage));
      } else {
        next.delete("page");
      }
      return next;
    });

  return { search, setSearch, q, page, setPage };
};
