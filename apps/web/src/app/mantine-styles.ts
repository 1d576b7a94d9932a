/**
 * Mantine's CSS, only for the components the app uses (issue 9: CSS <= 20 KB gzip for /login),
 * instead of the whole `@mantine/core/styles.css` (30 KB gzip). Imported once, by providers.tsx.
 *
 * When a page starts using a Mantine component that is not listed here, add its file
 * (`@mantine/core/styles/<Component>.css`) and the files of the components it is built on (see
 * https://mantine.dev/styles/css-files-list/ and the component's source), or it shows unstyled.
 * `npm run bench` measures the CSS of /login against its budget.
 *
 * Order matters and follows the full `styles.css`: the three global files first (reset, default
 * CSS variables, global classes such as hiddenFrom), then the components others are built on,
 * then the rest alphabetically; `@mantine/notifications` after every core file.
 */

// Global: required by every component.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

// Built on by other components (Select -> Combobox, Popover, ScrollArea, Input; Button and
// ActionIcon -> UnstyledButton, Loader; Modal and Drawer -> ModalBase, Overlay, Paper,
// CloseButton; PasswordInput -> Input, ActionIcon; Alert, Pill and toasts -> CloseButton).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';

// Used by the app (Box, Collapse, TextInput, Textarea and Select have no file of their own).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';

// Other Mantine packages come after the core (their stylesheet is one small file).
import '@mantine/notifications/styles.css';
