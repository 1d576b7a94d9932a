/** Mantine's Tooltip, a module of its own so that `ui/tooltip` can load it on demand. */
export { Tooltip as MantineTooltip } from '@mantine/core';
