import { describe, expect, it } from "vitest";
import { detectDatesOfBirth } from "./dob";

const dates = (text: string) => detectDatesOfBirth(text).map(({ start, end }) => text.slice(start, end));

describe("dates of birth", () => {
  it("finds a date after a birth word", () => {
    expect(dates("She was born on 8/5/1989. Her maiden name is Key.")).toEqual(["8/5/1989"]);
    expect(dates("DOB: 1990-12-31")).toEqual(["1990-12-31"]);
    expect(dates("Date of birth: 3 March 1985")).toEqual(["3 March 1985"]);
    expect(dates("He was born December 31st, 1990 in Leeds.")).toEqual(["December 31st, 1990"]);
    expect(dates("My birthday is 3 May and I love cake.")).toEqual(["3 May"]);
    expect(dates("She was born in 1984.")).toEqual(["1984"]);
  });

  it("leaves other dates alone", () => {
    expect(dates("The meeting is on 12/03/2024. It was founded in 1977.")).toEqual([]);
    expect(dates("He was born. Years later, on 3 May 2001, he left.")).toEqual([]);
  });
});
