import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner inside a card or a dialog while its part loads, named for what it loads. The role
 * makes its name allowed (a plain div may not carry aria-label: axe's aria-prohibited-attr).
 */
export function InlineLoader({ label, size = 'sm' }: { label: string; size?: MantineSize }) {
  return <Loader role="progressbar" aria-label={label} size={size} />;
}
