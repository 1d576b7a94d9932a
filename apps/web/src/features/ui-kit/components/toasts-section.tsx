import { Button, Group } from '@mantine/core';
import { paths } from '@/lib/paths';
import { showToast, type TToast } from '@/lib/toast/show-toast';
import { toastKinds } from '@/lib/toast/toast-kind-names';
import { KitSection } from './kit-section';

const sampleToasts: Record<(typeof toastKinds)[number], TToast> = {
  success: { kind: 'success', message: 'Saved successfully: your changes are live.' },
  error: { kind: 'error', message: 'An error stopped the upload. Please try again.' },
  info: { kind: 'info', message: 'Info: your designer has picked up the brief.' },
  warning: { kind: 'warning', message: 'Warning: the delivery date is close to a holiday.' },
};

export function ToastsSection() {
  return (
    <KitSection
      title="Toasts"
      description="Four kinds, 8 seconds each; click a toast or its close icon to dismiss it."
    >
      <Group gap="sm">
        {toastKinds.map((kind) => (
          <Button key={kind} variant="default" onClick={() => showToast(sampleToasts[kind])}>
            {`Show ${kind} toast`}
          </Button>
        ))}
        <Button
          variant="default"
          onClick={() =>
            showToast({
              kind: 'info',
              message: 'Your order form is ready.',
              link: { label: 'Open the order form', to: paths.order.now.getHref() },
            })
          }
        >
          Show link toast
        </Button>
      </Group>
    </KitSection>
  );
}
