import { Button, Group, Text } from '@mantine/core';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { showToast } from '@/lib/toast/show-toast';
import { KitSection } from './kit-section';

export function DialogsSection() {
  const { openConfirmDialog, openErrorDialog, openOkDialog } = useDialogs();

  const onOpenConfirm = () =>
    openConfirmDialog({
      title: 'Save changes?',
      message: 'Your brief will be updated for the designer.',
      onConfirm: () => showToast({ kind: 'success', message: 'Brief saved successfully.' }),
    });

  const onSwitchDialogs = () =>
    openOkDialog({
      title: 'First dialog',
      message: (
        <Text>
          This dialog closes and the error dialog opens 150 ms later.{' '}
          <Button variant="light" size="xs" onClick={() => openErrorDialog()}>
            Switch to the error dialog
          </Button>
        </Text>
      ),
    });

  return (
    <KitSection title="Dialogs" description="One modal at a time; a page change closes it.">
      <Group gap="sm">
        <Button variant="default" onClick={onOpenConfirm}>
          Open confirm dialog
        </Button>
        <Button
          variant="default"
          onClick={() =>
            openOkDialog({ title: 'Order placed', message: 'We will email you soon.' })
          }
        >
          Open OK dialog
        </Button>
        <Button variant="default" onClick={() => openErrorDialog()}>
          Open error dialog
        </Button>
        <Button variant="default" onClick={onSwitchDialogs}>
          Switch between dialogs
        </Button>
      </Group>
    </KitSection>
  );
}
