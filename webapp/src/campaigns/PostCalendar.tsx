import type {
  CustomButtonInput,
  DatesSetArg,
  DateSpanApi,
  DayCellContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  PluginDef,
} from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import { makeStyles, tokens } from "@fluentui/react-components";
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { PostCard as PostCardData } from "@wordloom/shared/model";
import { visibleDaysOf } from "./calendar-range";
import { type CardSize, postCardElement, publishedElements, usePostCardClasses } from "./PostCard";
import { showNetworkPage } from "../ui/lazy-route";
import { loadedWeekPlugin, loadWeekPlugin, preloadWeekPluginWhenIdle } from "./week-view-plugin";
import { fromWallClock, toWallClock } from "./zone";
import { cardEnd } from "./card-end";
import { limitPostsPerDay } from "./month-day-limit";
import { moreLinkElement } from "./more-link";

const useStyles = makeStyles({
  root: {
    minWidth: "0",
    "& .fc-event": { backgroundColor: "transparent", border: "none" },
    "& .fc-daygrid-event": { whiteSpace: "normal" },
    "& .fc-toolbar": { flexWrap: "wrap", gap: "8px" },
    "& .wl-campaign-day": { backgroundColor: tokens.colorBrandBackground2 },
    // A day's number stays on the right; its "+n more" (more-link.ts) sits on the left of that line.
    "& .fc-daygrid-day-number": { flexGrow: 1, display: "flex", justifyContent: "flex-end", alignItems: "center", gap: "4px" },
  },
  moreLink: {
    marginRight: "auto",
    padding: "0 2px",
    border: "none",
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: "transparent",
    color: tokens.colorBrandForegroundLink,
    font: "inherit",
    fontWeight: tokens.fontWeightSemibold,
    cursor: "pointer",
    ":hover": { textDecorationLine: "underline" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export interface CalendarMove {
  post: PostCardData;
  publishAt: string;
  /** Puts the card back where it was. */
  revert: () => void;
}

interface PostCalendarProps {
  /** The posts of the days shown (and perhaps a few around them). */
  posts: readonly PostCardData[];
  zone: string;
  /** The campaign's first day: the calendar opens on its month. */
  initialDate: string;
  /** The campaign's days, shaded (posts may only move within them). */
  range: { start: string; end: string };
  size: CardSize;
  /** Only the owner drags posts (spec 4 §6). */
  canDrag: boolean;
  onOpen: (post: PostCardData) => void;
  onMove: (move: CalendarMove) => void;
  /** The days now shown (start inclusive, end exclusive): the page fetches their posts. */
  onDaysShown: (days: { start: string; end: string }) => void;
}

/**
 * FullCalendar sizes its grid to its container when it draws and when the window is resized, not
 * when only the container changes (the sidebar opening or closing beside it): it is told then.
 */
const useRedrawOnWidthChange = (root: RefObject<HTMLDivElement | null>, calendar: RefObject<FullCalendar | null>) => {
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === "undefined") {
      return undefined;
    }
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== width) {
        width = element.clientWidth;
        calendar.current?.getApi().updateSize();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, calendar]);
};

/** A click on a card's published link opens it (FullCalendar's own click handling must not cancel it). */
const isLink = (target: EventTarget | null) => target instanceof Element && target.closest("a[href]") !== null;

/**
 * The campaign calendar (spec 4 §2): FullCalendar month and week views (MIT plugins) with posts as
 * cards; a double-click opens a post and the owner drags one to another day or time. The calendar
 * runs on wall-clock times in the user's zone (zone.ts). It only holds the posts of the days it
 * shows: each change of month, week or view reports the new days (datesSet) and the page asks the
 * server for their cards. The week view's plugin loads when the user first asks for the week: until
 * then the toolbar's Week button is a custom button that loads it, then switches to the week. The
 * month grid shows a few cards a day and, on a busier day, "+n more", which opens the week of that
 * day: the month is only given the cards it shows (month-day-limit.ts, more-link.ts).
 */
export const PostCalendar = ({ posts, zone, initialDate, range, size, canDrag, onOpen, onMove, onDaysShown }: PostCalendarProps) => {
  const styles = useStyles();
  // FullCalendar's React wrapper hands every prop to the calendar again on each render, and a new
  // function or object there redraws every day and card: the options below keep their identity
  // (module constants, memos, and handlers that read the latest callbacks from a ref).
  const latest = useRef({ onMove, onDaysShown, zone });
  latest.current = { onMove, onDaysShown, zone };
  const calendar = useRef<FullCalendar>(null);
  const root = useRef<HTMLDivElement>(null);
  useRedrawOnWidthChange(root, calendar);
  const [weekPlugin, setWeekPlugin] = useState<PluginDef | undefined>(loadedWeekPlugin);
  const plugins = useMemo(() => (weekPlugin ? [dayGridPlugin, weekPlugin, interactionPlugin] : MONTH_PLUGINS), [weekPlugin]);
  const [viewType, setViewType] = useState(MONTH_VIEW);
  /**
   * Shows the week view, on the week of `date` if given. Its plugin is loaded first if needed; when
   * its chunk cannot be fetched the user goes to the network page, as for a screen's code.
   */
  const showWeek = useCallback((date?: Date) => {
    loadWeekPlugin().then(
      (plugin) => {
        // The plugin joins the calendar's options first (a synchronous render), then the week is shown.
        flushSync(() => setWeekPlugin(() => plugin));
        calendar.current?.getApi().changeView(WEEK_VIEW, date);
      },
      () => showNetworkPage(),
    );
  }, []);
  const customButtons = useMemo<Record<string, CustomButtonInput>>(
    () => (weekPlugin ? NO_CUSTOM_BUTTONS : { [WEEK_VIEW]: { text: BUTTON_TEXT.week, hint: "Week view", click: () => showWeek() } }),
    [weekPlugin, showWeek],
  );
  const cardsPerDay = size === "small" ? 4 : 3;
  const { kept, leftOutByDay } = useMemo(
    () => (viewType === MONTH_VIEW ? limitPostsPerDay(posts, zone, cardsPerDay) : { kept: posts, leftOutByDay: NOTHING_LEFT_OUT }),
    [posts, zone, cardsPerDay, viewType],
  );
  useEffect(() => {
    if (leftOutByDay.size > 0) {
      preloadWeekPluginWhenIdle();
    }
  }, [leftOutByDay]);
  const dayCellContent = useCallback(
    (arg: DayCellContentArg) => {
      const leftOut = leftOutByDay.get(arg.date.toISOString().slice(0, 10));
      return leftOut
        ? { domNodes: [moreLinkElement(leftOut, arg.date, styles.moreLink, showWeek), document.createTextNode(arg.dayNumberText)] }
        : true;
    },
    [leftOutByDay, styles.moreLink, showWeek],
  );
  const events = useMemo(
    () =>
      kept.map((post) => {
        const start = toWallClock(post.publishAt, zone);
        return {
          id: post.id,
          start,
          end: cardEnd(start),
          allDay: false,
          editable: canDrag,
          extendedProps: { post },
        };
      }),
    [kept, zone, canDrag],
  );

  const cardClasses = usePostCardClasses();
  const renderCard = useCallback(
    (arg: EventContentArg) => {
      const post = arg.event.extendedProps.post as PostCardData | undefined;
      return post
        ? { domNodes: [postCardElement(post, size, arg.timeText, cardClasses), ...publishedElements(post, size, cardClasses)] }
        : true;
    },
    [size, cardClasses],
  );
  // The cards are plain DOM (postCardElement): their double-click and Enter are handled here.
  const postOf = (target: EventTarget): PostCardData | undefined => {
    const id = target instanceof Element ? target.closest("[data-post-id]")?.getAttribute("data-post-id") : null;
    return id ? posts.find((post) => post.id === id) : undefined;
  };
  const openFrom = (target: EventTarget) => {
    const post = postOf(target);
    if (post) {
      onOpen(post);
    }
  };

  const drop = useCallback((arg: EventDropArg) => {
    const post = arg.event.extendedProps.post as PostCardData | undefined;
    if (!post || !arg.event.start) {
      arg.revert();
      return;
    }
    latest.current.onMove({ post, publishAt: fromWallClock(arg.event.start, latest.current.zone), revert: arg.revert });
  }, []);
  const datesSet = useCallback((arg: DatesSetArg) => {
    setViewType(arg.view.type);
    latest.current.onDaysShown(visibleDaysOf(arg.start, arg.end));
  }, []);
  const dayCellClassNames = useCallback(
    (arg: DayCellContentArg) => {
      const day = arg.date.toISOString().slice(0, 10);
      return day >= range.start && day <= range.end ? CAMPAIGN_DAY : NO_CLASSES;
    },
    [range.start, range.end],
  );
  const eventAllow = useCallback(
    (dropInfo: DateSpanApi) => {
      const day = dropInfo.start.toISOString().slice(0, 10);
      return day >= range.start && day <= range.end;
    },
    [range.start, range.end],
  );

  return (
    <div
      ref={root}
      className={styles.root}
      data-testid="post-calendar"
      onDoubleClick={(event) => openFrom(event.target)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof Element && event.target.getAttribute("role") === "button") {
          openFrom(event.target.querySelector("[data-post-id]") ?? event.target);
        }
      }}
    >
      <FullCalendar
        ref={calendar}
        plugins={plugins}
        customButtons={customButtons}
        timeZone="UTC"
        initialView={MONTH_VIEW}
        initialDate={initialDate}
        firstDay={1}
        fixedWeekCount={false}
        height="auto"
        headerToolbar={HEADER_TOOLBAR}
        buttonText={BUTTON_TEXT}
        events={events}
        eventContent={renderCard}
        eventClick={clickCard}
        eventDrop={drop}
        datesSet={datesSet}
        eventDurationEditable={false}
        dayCellContent={dayCellContent}
        eventTimeFormat={TIME_FORMAT}
        {...(weekPlugin ? WEEK_OPTIONS : NO_WEEK_OPTIONS)}
        dayCellClassNames={dayCellClassNames}
        eventAllow={eventAllow}
      />
    </div>
  );
};

const MONTH_VIEW = "dayGridMonth";
const WEEK_VIEW = "timeGridWeek";
const MONTH_PLUGINS = [dayGridPlugin, interactionPlugin];
const NOTHING_LEFT_OUT: ReadonlyMap<string, number> = new Map();
const NO_CUSTOM_BUTTONS: Record<string, CustomButtonInput> = {};
const HEADER_TOOLBAR = { left: "prev,next today", center: "title", right: "dayGridMonth,timeGridWeek" };
const BUTTON_TEXT = { month: "Month", week: "Week", today: "Today" };
const TIME_FORMAT = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
/**
 * The week view's own options. FullCalendar drops an option no loaded plugin knows and does not look
 * at it again while its value stays the same, so these are passed only once the week's plugin is in
 * (a change then). A post is an instant, never an all-day event: the week has no all-day row.
 */
const WEEK_OPTIONS = { allDaySlot: false, slotLabelFormat: TIME_FORMAT };
const NO_WEEK_OPTIONS = {};
const CAMPAIGN_DAY = ["wl-campaign-day"];
const NO_CLASSES: string[] = [];
/** A click on a card does nothing (double-click opens it), but a click on its published link opens the link. */
const clickCard = (arg: EventClickArg) => (isLink(arg.jsEvent.target) ? undefined : arg.jsEvent.preventDefault());
