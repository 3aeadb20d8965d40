const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

/**
 * A month day's "+n more" (the calendar's month shows a few cards a day): a button beside the day's
 * number that opens the week of that day, where every post of it is drawn. `day` is the day's
 * midnight as the calendar gives it (its UTC fields are the wall-clock date).
 */
export const moreLinkElement = (leftOut: number, day: Date, className: string, onOpen: (day: Date) => void): HTMLButtonElement => {
  const button = document.createElement("button");
  button.type = "button";
  button.className = className;
  button.textContent = `+${leftOut} more`;
  const label = `Show ${leftOut} more ${leftOut === 1 ? "post" : "posts"} on ${DAY_LABEL.format(day)} in the week view`;
  button.setAttribute("aria-label", label);
  button.title = label;
  button.addEventListener("click", () => onOpen(day));
  return button;
};
