const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/**
 * How alike two texts are, 0–1: the Dice coefficient of their words (each counted as often as it
 * occurs), so a changed word or two keeps a slide recognisable and word order does not matter.
 */
export function textLikeness(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.length === 0 && right.length === 0) return 1;
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of left) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of right) {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      shared += 1;
      counts.set(word, count - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
