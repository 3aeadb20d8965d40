import type { EventClickArg, EventContentArg, EventDropArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { makeStyles, tokens } from "@fluentui/react-components";
import { useMemo } from "react";
import type { PostSummary } from "@wordloom/shared/model";
import { type CardSize, PostCard } from "./PostCard";
import { PostLinks } from "./publishing/PostLinks";
import { fromWallClock, toWallClock } from "./zone";

const useStyles = makeStyles({
  root: {
    minWidth: "0",
    "& .fc-event": { backgroundColor: "transparent", border: "none" },
    "& .fc-daygrid-event": { whiteSpace: "normal" },
    "& .fc-toolbar": { flexWrap: "wrap", gap: "8px" },
    "& .wl-campaign-day": { backgroundColor: tokens.colorBrandBackground2 },
  },
});

export interface CalendarMove {
  post: PostSummary;
  publishAt: string;
  /** Puts the card back where it was. */
  revert: () => void;
}

interface PostCalendarProps {
  posts: readonly PostSummary[];
  zone: string;
  /** The campaign's first day: the calendar opens on its month. */
  initialDate: string;
  /** The campaign's days, shaded (posts may only move within them). */
  range: { start: string; end: string };
  size: CardSize;
  /** Only the owner drags posts (spec 4 §6). */
  canDrag: boolean;
  onOpen: (post: PostSummary) => void;
  onMove: (move: CalendarMove) => void;
}

/** A click on a card's published link opens it (FullCalendar's own click handling must not cancel it). */
const isLink = (target: EventTarget | null) => target instanceof Element && target.closest("a[href]") !== null;

/**
 * The campaign calendar (spec 4 §2): FullCalendar month and week views (MIT plugins) with posts as
 * cards; a double-click opens a post and the owner drags one to another day or time. The calendar
 * runs on wall-clock times in the user's zone (zone.ts).
 */
export const PostCalendar = ({ posts, zone, initialDate, range, size, canDrag, onOpen, onMove }: PostCalendarProps) => {
  const styles = useStyles();
  const events = useMemo(
    () =>
      posts.map((post) => ({
        id: post.id,
        start: toWallClock(post.publishAt, zone),
        allDay: false,
        editable: canDrag,
        extendedProps: { post },
      })),
    [posts, zone, canDrag],
  );
  const byId = useMemo(() => new Map(posts.map((post) => [post.id, post])), [posts]);

  const renderCard = (arg: EventContentArg) => {
    const post = byId.get(arg.event.id);
    if (!post) {
      return null;
    }
    return [
      <div
        key="card"
        onDoubleClick={() => onOpen(post)}
        onKeyDown={(event) => (event.key === "Enter" ? onOpen(post) : undefined)}
        role="button"
        tabIndex={0}
        aria-label={`Post ${post.title || "Untitled post"} at ${arg.timeText}`}
        style={{ width: "100%" }}
      >
        <PostCard post={post} size={size} time={arg.timeText} />
      </div>,
      <PostLinks key="links" post={post} compact={size === "small"} />,
    ];
  };

  const drop = (arg: EventDropArg) => {
    const post = byId.get(arg.event.id);
    if (!post || !arg.event.start) {
      arg.revert();
      return;
    }
    onMove({ post, publishAt: fromWallClock(arg.event.start, zone), revert: arg.revert });
  };

  return (
    <div className={styles.root} data-testid="post-calendar">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        timeZone="UTC"
        initialView="dayGridMonth"
        initialDate={initialDate}
        firstDay={1}
        height="auto"
        headerToolbar={{ left: "prev,next today", center: "title", right: "dayGridMonth,timeGridWeek" }}
        buttonText={{ month: "Month", week: "Week", today: "Today" }}
        events={events}
        eventContent={renderCard}
        eventClick={(arg: EventClickArg) => (isLink(arg.jsEvent.target) ? undefined : arg.jsEvent.preventDefault())}
        eventDrop={drop}
        eventDurationEditable={false}
        dayMaxEvents={size === "small" ? 4 : 3}
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        slotLabelFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        dayCellClassNames={(arg) => {
          const day = arg.date.toISOString().slice(0, 10);
          return day >= range.start && day <= range.end ? ["wl-campaign-day"] : [];
        }}
        eventAllow={(dropInfo) => {
          const day = dropInfo.start.toISOString().slice(0, 10);
          return day >= range.start && day <= range.end;
        }}
      />
    </div>
  );
};
