import type { DrawerProps, ModalProps } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { loadOnce } from '@/lib/scheduling/load-once';
import { whenIdle } from '@/lib/scheduling/when-idle';

type TDialogs = typeof import('./mantine-dialogs');

let loadedDialogs: TDialogs | null = null;

/** Mantine's Modal and Drawer, downloaded once for every dialog of the app. */
const loadDialogs = loadOnce(() =>
  import('./mantine-dialogs').then((dialogs) => {
    loadedDialogs = dialogs;
    return dialogs;
  }),
);

/**
 * Mantine's dialog `name` once its code is here: fetched when the browser is idle after a page
 * with a dialog has shown, or at once when the dialog opens first. Null until then.
 */
function useDialog<TName extends keyof TDialogs>(
  name: TName,
  opened: boolean,
): TDialogs[TName] | null {
  const [dialogs, setDialogs] = useState<TDialogs | null>(() => loadedDialogs);
  useEffect(() => {
    if (dialogs) return;
    let isMounted = true;
    const load = () =>
      loadDialogs().then(
        (loaded) => {
          if (isMounted) setDialogs(loaded);
        },
        () => {},
      );
    if (opened) void load();
    else whenIdle(() => void load());
    return () => {
      isMounted = false;
    };
  }, [dialogs, opened]);
  return dialogs ? dialogs[name] : null;
}

/**
 * Whether the loaded dialog may show open: not at its first render. Mantine's dialog notes what
 * had the focus (to give it back on closing) when `opened` turns true, not when it mounts open,
 * so a dialog whose code arrived after it was asked open renders closed once, then open.
 */
function useOpenedAfterMount(opened: boolean, isLoaded: boolean): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => {
    if (isLoaded) setHasMounted(true);
  }, [isLoaded]);
  return opened && hasMounted;
}

/**
 * The house's modal: Mantine's Modal, whose code (with the scroll lock and the focus trap, ~8 KB
 * gzip) is not part of any page's first wave (issue 33). A closed modal renders nothing, as
 * Mantine's does; one opened before its code is here opens once it is (a download the browser
 * has usually made while idle).
 */
export function Modal(props: ModalProps) {
  const MantineModal = useDialog('Modal', props.opened) as ComponentType<ModalProps> | null;
  const opened = useOpenedAfterMount(props.opened, MantineModal !== null);
  return MantineModal ? <MantineModal {...props} opened={opened} /> : null;
}

/** The house's drawer: Mantine's Drawer, loaded as the house's Modal is. */
export function Drawer(props: DrawerProps) {
  const MantineDrawer = useDialog('Drawer', props.opened) as ComponentType<DrawerProps> | null;
  const opened = useOpenedAfterMount(props.opened, MantineDrawer !== null);
  return MantineDrawer ? <MantineDrawer {...props} opened={opened} /> : null;
}
