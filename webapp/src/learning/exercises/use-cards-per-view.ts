import { useEffect, useState } from "react";
import { cardsPerView } from "@wordloom/shared/rules";

/** Cards per view for the window's width: 3, 2 below 1000 px, 1 below 650 px (spec document 3 §2.10). */
export const useCardsPerView = (): number => {
  const [count, setCount] = useState(() => cardsPerView(window.innerWidth));
  useEffect(() => {
    const update = () => setCount(cardsPerView(window.innerWidth));
    window.addEventListener("resize", update);
    update();
    return () => window.removeEventListener("resize", update);
  }, []);
  return count;
};
