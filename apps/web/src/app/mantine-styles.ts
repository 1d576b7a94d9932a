/**
 * Mantine's CSS, only for the components the app uses (issue 9: CSS <= 20 KB gzip for /login),
 * instead of the whole `@mantine/core/styles.css` (30 KB gzip). Imported once, by providers.tsx.
 *
 * When a page starts using a Mantine component that is not listed here, add its file
 * (`@mantine/core/styles/<Component>.layer.css`) and the files of the components it is built on (see
 * https://mantine.dev/styles/css-files-list/ and the component's source), or it shows unstyled.
 * `npm run bench` measures the CSS of /login against its budget. A component used only inside a
 * lazily loaded view imports its file beside that view instead (the review's compare view:
 * SegmentedControl and Slider), so its CSS arrives with that view's chunk; so does a component
 * no sign-in page shows, beside each module that uses it (Avatar, Card, Code, Drawer, Indicator,
 * NavLink, Pagination, Pill and PillsInput with the chip input and MultiSelect, Progress, Radio,
 * Switch, Tabs; Tooltip with ui/tooltip's lazily loaded Mantine tooltip; Notification and
 * @mantine/notifications with the toasts' list, which loads with the first toast): the CSS of
 * /login 22.4 -> 17.5 KB gzip, /order-now 24.1 -> 19.7, /pricing 23.6 -> 19.7 (2026-11-30); the
 * toasts' -1 KB on every page (2026-12-01).
 *
 * The `.layer.css` files put Mantine in the `mantine` cascade layer, so the app's own (unlayered)
 * styles win whatever order the bundler emits them in: grouped chunks do not keep import order.
 *
 * Order within Mantine matters and follows the full `styles.css`: the three global files first (reset, default
 * CSS variables, global classes such as hiddenFrom), then the components others are built on,
 * then the rest alphabetically; `@mantine/notifications` after every core file.
 */

// Global: required by every component.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

// Built on by other components (Select -> Combobox, Popover, ScrollArea, Input; Button and
// ActionIcon -> UnstyledButton, Loader; Modal and Drawer -> ModalBase, Overlay, Paper,
// CloseButton; PasswordInput -> Input, ActionIcon; Alert, Pill and toasts -> CloseButton).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';

// Used by the app (Box, Collapse, TextInput, Textarea and Select have no file of their own).
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
// The review clock's time-left bar, a preview's and an upload's progress.
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The theme's own variables (unlayered, so they win over Mantine's defaults), written by
// theme-variables.test.ts from the theme.
import './theme-variables.css';
