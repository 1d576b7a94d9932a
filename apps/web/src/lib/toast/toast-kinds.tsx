import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TToastKind } from './toast-kind-names';

type TKindStyle = { color: string; icon: ReactNode; label: string };

const iconProps = { size: 18, stroke: 2, 'aria-hidden': true } as const;

/** Colour and icon per kind; the colours keep 3:1 contrast for the white icon. */
export const toastKindStyles: Record<TToastKind, TKindStyle> = {
  error: { color: 'red.8', icon: <IconX {...iconProps} />, label: 'Error' },
  info: { color: 'brand.6', icon: <IconInfoCircle {...iconProps} />, label: 'Information' },
  success: { color: 'green.9', icon: <IconCheck {...iconProps} />, label: 'Success' },
  warning: { color: 'orange.9', icon: <IconAlertTriangle {...iconProps} />, label: 'Warning' },
};
