import { z } from 'zod';
import { pagination } from './constants.ts';
import { boundedInteger } from './validation.ts';

/**
 * List pages (§2.4): page and limit in the query string (defaults 1 and 5, left out of the URL),
 * and a sort filter written `option:asc` or `option:desc`. Every paged call takes this query and
 * answers items with the total.
 */
export const pageSizeOptions = [5, 10, 25, 50] as const;

export const sortDirections = ['asc', 'desc'] as const;
export type TSortDirection = (typeof sortDirections)[number];

/** The query of a paged call whose sort options are `options` (e.g. ['date', 'amount']). */
export function pageQuery<const T extends readonly [string, ...string[]]>(options: T) {
  const sortPattern = new RegExp(`^(${options.join('|')}):(asc|desc)$`);
  return z.object({
    page: boundedInteger().min(1, 'Page must be 1 or more.').default(pagination.defaultPage),
    limit: boundedInteger()
      .refine((size) => (pageSizeOptions as readonly number[]).includes(size), {
        message: `Rows per page must be one of ${pageSizeOptions.join(', ')}.`,
      })
      .default(pagination.defaultLimit),
    sort: z
      .string()
      .max(40)
      .regex(sortPattern, `Sort must be one of ${options.join(', ')} with :asc or :desc.`)
      .optional(),
  });
}

/** Reads a sort filter ('date:desc') into its option and direction. */
export function parseSort<T extends string>(
  sort: string | undefined,
  fallback: { option: T; direction: TSortDirection },
): { option: T; direction: TSortDirection } {
  if (!sort) return fallback;
  const [option, direction] = sort.split(':') as [T, TSortDirection];
  return { option, direction };
}

/** A page of items with the total across all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}
