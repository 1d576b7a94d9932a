import '@mantine/core/styles/Pagination.layer.css';
import { breakpoints, pageSizeOptions, pagination, screenTexts } from '@deckhand/contract';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { countPages } from '@/lib/list/list-params';
import { formatRange, getPageWindow, type TPageWindowName } from './page-window';

export type TPagerProps = {
  /** The current page (1-based) and rows per page, as the list state holds them. */
  page: number;
  limit: number;
  /** Rows across all pages (the paged answer's `total`). */
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** Rows-per-page choices; the contract's pageSizeOptions unless told. One option disables the selector. */
  limitOptions?: readonly number[];
  /** Names the page navigation for screen readers: 'Payments pages'. */
  label?: string;
};

const tabletQuery = `(min-width: ${breakpoints.tablet / 16}em)`;
const desktopQuery = `(min-width: ${breakpoints.desktop / 16}em)`;

/** The §9 window preset for the screen's width: least below 768 px, more from 768, most from 1200. */
function useWindowName(): TPageWindowName {
  // First render (server and hydration) is the narrowest; the effect widens it.
  const isTablet = useMediaQuery(tabletQuery, false);
  const isDesktop = useMediaQuery(desktopQuery, false);
  if (isDesktop) return 'most';
  return isTablet ? 'more' : 'least';
}

/**
 * The pager of list pages (§2.4, §9): 'Show per page' selector, range text ('1-5 of 12') and
 * the page buttons with the breakpoint's window (see page-window.ts). Buttons are real buttons
 * (Tab, Enter, Space); the current page is marked aria-current. Wraps to fit 375 px.
 */
export function Pager({
  page,
  limit,
  total,
  onPageChange,
  onLimitChange,
  limitOptions = pageSizeOptions,
  label = 'Pages',
}: TPagerProps) {
  const windowName = useWindowName();
  const totalPages = countPages(total, limit);
  const current = Math.min(page, totalPages);
  const items = getPageWindow(current, totalPages, pagination.windows[windowName]);

  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="sm" align="center" wrap="nowrap">
        <NativeSelect
          label={screenTexts.showPerPage}
          size="xs"
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
            wrapper: { width: 72 },
          }}
          value={String(limit)}
          disabled={limitOptions.length <= 1}
          data={limitOptions.map(String)}
          onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {formatRange(current, limit, total)}
        </Text>
      </Group>
      <Pagination.Root
        total={totalPages}
        value={current}
        onChange={onPageChange}
        // 26 px controls on phones (the widest window, 9 controls, fits 375 px), 32 px wider up.
        size={windowName === 'least' ? 'sm' : 'md'}
      >
        <Group component="nav" aria-label={label} gap={4} wrap="wrap">
          <Pagination.Previous aria-label="Previous page" />
          {items.map((item) =>
            typeof item === 'number' ? (
              <Pagination.Control
                key={item}
                active={item === current}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item}
              </Pagination.Control>
            ) : (
              <Pagination.Dots key={item} aria-hidden />
            ),
          )}
          <Pagination.Next aria-label="Next page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
