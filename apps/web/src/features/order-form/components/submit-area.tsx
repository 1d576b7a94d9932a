import { Button, Group, Stack } from '@mantine/core';
import { FormAlert } from '@/ui/form-error/form-alert';
import type { TOrderFlow } from '../hooks/use-order-flow';
import { useOrderFormContext } from './order-form-context';
import { ServerErrorsList } from './server-errors-list';
import { SignInPrompt } from './sign-in-prompt';

type TProps = { flow: TOrderFlow; back?: React.ReactNode };

/**
 * The end of the form: the server's messages, a refusal, and 'Place order' ('Request a quote'
 * for a quote). A visitor is asked to sign in first (on the payment step, or here without one).
 */
export function SubmitArea({ flow, back }: TProps) {
  const { data, isSignedIn } = useOrderFormContext();
  const hasPayment = flow.steps.some((step) =>
    step.components.some((component) => component.name === 'payment'),
  );
  return (
    <Stack gap="md">
      <ServerErrorsList
        errors={flow.serverErrors}
        steps={flow.steps}
        onDismiss={flow.dismissServerError}
        onClearAll={flow.clearServerErrors}
      />
      <FormAlert messages={flow.placing.messages} title="Your order was not placed" />
      {!isSignedIn && !hasPayment ? <SignInPrompt /> : null}
      <Group justify={back ? 'space-between' : 'flex-end'}>
        {back}
        <Button type="submit" loading={flow.placing.isPlacing} disabled={!isSignedIn}>
          {data.isQuote ? 'Request a quote' : 'Place order'}
        </Button>
      </Group>
    </Stack>
  );
}
