import type { pagination } from '@deckhand/contract';

/**
 * The page-number window of §9: presets least [1, 2], more [3, 8], most [4, 16], one per
 * breakpoint (least below 768 px, more from 768, most from 1200).
 *
 * Read as [siblings, showAllUpTo]: with `showAllUpTo` pages or fewer (or when the window
 * would hide no page anyway) every page gets a button; with more, the first and the last page, the current one and `siblings` pages on each side of
 * it (the window slides inward at either end so it keeps its width), gaps for the rest. A gap
 * never hides a single page: that page is shown instead.
 */
export type TPageWindowPreset = readonly [siblings: number, showAllUpTo: number];
export type TPageWindowName = keyof typeof pagination.windows;
export type TPageWindowItem = number | 'gap-before' | 'gap-after';

export function getPageWindow(
  page: number,
  totalPages: number,
  [siblings, showAllUpTo]: TPageWindowPreset,
): TPageWindowItem[] {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const all = Array.from({ length: total }, (_, index) => index + 1);
  if (total <= Math.max(showAllUpTo, 2 * siblings + 3)) return all;

  const width = 2 * siblings + 1;
  let start = Math.max(2, current - siblings);
  let end = Math.min(total - 1, current + siblings);
  if (start === 2) end = Math.min(total - 1, start + width - 1);
  if (end === total - 1) start = Math.max(2, end - width + 1);

  const items: TPageWindowItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('gap-after');
  items.push(total);
  return items;
}

/** The range text of §2.4: '1-5 of 12'; '0 of 0' for no rows. */
export function formatRange(page: number, limit: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return `${first}-${last} of ${total}`;
}
