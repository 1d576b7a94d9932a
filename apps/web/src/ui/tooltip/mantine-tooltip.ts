import '@mantine/core/styles/Tooltip.layer.css';

/** Mantine's Tooltip, a module of its own so that `ui/tooltip` can load it on demand. */
// biome-ignore lint/style/noRestrictedImports: the one place Mantine's Tooltip is imported.
export { Tooltip as MantineTooltip } from '@mantine/core';
