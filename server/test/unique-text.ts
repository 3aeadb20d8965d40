const WORDS =
  "amber anchor apple arrow autumn badge bakery banner basket beacon berry blanket border bottle branch bridge bucket butter cabin candle canyon carpet castle cellar chapel cherry chimney circle cliff clover cobble comet copper cotton crater cricket crystal dagger desert dragon drum eagle ember engine fabric falcon feather fern fiddle field forest fossil fountain garden garnet glacier goblet granite gravel harbor harvest hazel helmet hollow honey island ivory jacket jasmine jungle kettle lantern lemon ledger lily linen magnet maple marble meadow mirror monkey mosaic needle nectar oasis ocean olive orchard oyster paddle palace parcel pebble pepper pillow pine planet pocket quarry quill rabbit raven ribbon river rocket saddle sandal satin shadow shell silver sketch spiral spruce stable summit tablet thistle thunder timber tower tulip tunnel valley velvet violet walnut willow window winter yarrow zephyr".split(
    " ",
  );

/**
 * Prose no other test (or file sharing the database) contains: random words, so its 5-word runs are
 * unique, in sentences of 12. For plagiarism and corpus tests that must not match each other.
 */
export const uniqueText = (words = 60): string => {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(Math.random() * WORDS.length)] ?? "amber");
  const sentences: string[] = [];
  for (let start = 0; start < picked.length; start += 12) {
    const sentence = picked.slice(start, start + 12).join(" ");
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(" ");
};
