import { Textarea } from '@mantine/core';
import type { ComponentProps } from 'react';

type TGrowTextareaProps = Omit<ComponentProps<typeof Textarea>, 'autosize' | 'rows' | 'styles'> & {
  /** The rows it shows when empty or short. */
  minRows?: number;
  /** The rows it grows to at most; it scrolls beyond them. Without, it grows with its text. */
  maxRows?: number;
};

/** A row's height times `rows`, with the field's padding and border (Mantine's multiline input). */
const rowsHeight = (rows: number) =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * 0.0625rem * var(--mantine-scale))`;

/**
 * The house's textarea that grows with what is typed. The browser sizes it (CSS
 * `field-sizing: content`, between minRows and maxRows) where Mantine's `autosize` measured it
 * with a script: a hidden copy of the field, its computed style read and its height laid out as
 * each one mounted, which forced a style and layout of the whole page inside the commit that
 * hydrates it (the order page's comment and revision fields: ~50 ms of a phone's CPU, issue 33).
 * A browser without `field-sizing` (Firefox in 2026) shows minRows and scrolls.
 */
export function GrowTextarea({ minRows = 2, maxRows, ...props }: TGrowTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        // Inline, not a stylesheet of its own: one file fewer for the pages that show one.
        input: {
          fieldSizing: 'content',
          minHeight: rowsHeight(minRows),
          ...(maxRows === undefined ? {} : { maxHeight: rowsHeight(maxRows) }),
        },
      }}
    />
  );
}
