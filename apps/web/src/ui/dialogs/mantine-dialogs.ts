/** Mantine's dialogs, with the scroll lock and the focus trap they bring: loaded by dialogs.tsx. */
// biome-ignore lint/style/noRestrictedImports: the one place the house's dialogs import Mantine's.
export { Drawer, Modal } from '@mantine/core';
