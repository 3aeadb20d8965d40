import { Button, makeStyles, mergeClasses, Subtitle1, tokens } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { useState, type ReactNode } from "react";
import { useCardsPerView } from "./use-cards-per-view";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px", minWidth: 0 },
  header: { display: "flex", alignItems: "center", gap: "8px", justifyContent: "space-between", flexWrap: "wrap" },
  controls: { display: "flex", alignItems: "center", gap: "4px", color: tokens.colorNeutralForeground3 },
  track: { display: "grid", gap: "16px", minWidth: 0 },
  slot: { minWidth: 0, display: "grid" },
});

interface CarouselProps<Item> {
  title: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
  /** Shown beside the title (a level badge, a link). */
  aside?: ReactNode;
  className?: string;
}

/**
 * A headed carousel showing a page of cards at a time (3, 2 below 1000 px, 1 below 650 px) with
 * previous/next buttons; used for Writing Exercises and Your Evaluation (spec document 3 §2.10).
 */
export const Carousel = <Item,>({ title, items, keyOf, render, aside, className }: CarouselProps<Item>) => {
  const styles = useStyles();
  const perView = useCardsPerView();
  const [start, setStart] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perView));
  // The first card of the page shown, kept on a page boundary when the width changes.
  const first = Math.min(Math.floor(start / perView) * perView, (pages - 1) * perView);
  const page = Math.floor(first / perView);
  const shown = items.slice(first, first + perView);
  return (
    <section className={mergeClasses(styles.root, className)} aria-label={title} aria-roledescription="carousel">
      <div className={styles.header}>
        <Subtitle1 as="h2">{title}</Subtitle1>
        <div className={styles.controls}>
          {aside}
          {pages > 1 ? (
            <>
              <Button
                appearance="subtle"
                icon={<ChevronLeftRegular />}
                aria-label={`Previous ${title}`}
                disabled={page === 0}
                onClick={() => setStart(Math.max(0, first - perView))}
              />
              <span aria-live="polite">
                {page + 1} / {pages}
              </span>
              <Button
                appearance="subtle"
                icon={<ChevronRightRegular />}
                aria-label={`Next ${title}`}
                disabled={page >= pages - 1}
                onClick={() => setStart(first + perView)}
              />
            </>
          ) : null}
        </div>
      </div>
      <div className={styles.track} style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} data-per-view={perView}>
        {shown.map((item) => (
          <div key={keyOf(item)} className={styles.slot} role="group" aria-roledescription="slide">
            {render(item)}
          </div>
        ))}
      </div>
    </section>
  );
};
