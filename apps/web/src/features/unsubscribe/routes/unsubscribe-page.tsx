import {
  accountMessages,
  isUnsubscribeType,
  type TUnsubscribeAction,
  type TUnsubscribeResponse,
  type TUnsubscribeType,
} from '@deckhand/contract';
import { Button } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { showErrorToast } from '@/lib/errors/show-error-toast';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormCard } from '@/ui/form-card/form-card';
import { PageLoader } from '@/ui/page-loader';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useUpdateSubscription } from '../api/update-subscription';

const typeLabels: Record<TUnsubscribeType, string> = {
  offers: 'emails about new services and offers',
  newsletter: 'our newsletter',
  'order-updates': 'order update emails',
};

const buttonLabels: Record<TUnsubscribeAction, string> = {
  subscribe: 'Subscribe again',
  unsubscribe: 'Unsubscribe',
};

function InvalidLink() {
  return (
    <FormCard title="Unsubscribe">
      <StatusMessage
        icon={IconAlertCircle}
        color="red"
        message={accountMessages.invalidUnsubscribeLink}
        messageRole="alert"
        description="You can manage your emails from your profile once logged in."
      >
        <Button component={AppLink} to={paths.login.getHref()} fullWidth>
          Log in
        </Button>
      </StatusMessage>
    </FormCard>
  );
}

function SubscriptionResult({
  result,
  isUpdating,
  onToggle,
}: {
  result: TUnsubscribeResponse;
  isUpdating: boolean;
  onToggle: () => void;
}) {
  const { subscribed, email, type } = result.data;
  return (
    <FormCard title={subscribed ? 'Subscribed' : 'Unsubscribed'}>
      <StatusMessage
        icon={subscribed ? IconMailCheck : IconMailOff}
        message={subscribed ? accountMessages.resubscribed : accountMessages.unsubscribed}
        messageRole="status"
        isMessageStrong
        description={
          subscribed
            ? `${email} will receive ${typeLabels[type]} again.`
            : `${email} will no longer receive ${typeLabels[type]}.`
        }
      >
        <Button
          variant={subscribed ? 'default' : 'filled'}
          fullWidth
          loading={isUpdating}
          onClick={onToggle}
        >
          {buttonLabels[result.buttonAction]}
        </Button>
      </StatusMessage>
    </FormCard>
  );
}

/**
 * /unsubscribe/{type}?token=… (§2.2, §3, §4): opening the page unsubscribes; the button then
 * does the answer's buttonAction (subscribe again, and back). Open to everyone: the link's
 * token proves the address.
 */
export function UnsubscribePage() {
  const { type: rawType } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? undefined;
  const type = isUnsubscribeType(rawType) ? rawType : null;
  const update = useUpdateSubscription();
  const [result, setResult] = useState<TUnsubscribeResponse | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const startedRef = useRef<string | null>(null);
  const { mutateAsync } = update;

  const send = useCallback(
    async (action: TUnsubscribeAction) => {
      if (!type) return;
      try {
        setResult(await mutateAsync({ type, action, ...(token ? { token } : {}) }));
      } catch (error) {
        if (
          isApiError(error) &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429
        ) {
          setIsInvalid(true);
        } else showErrorToast(error);
      }
    },
    [mutateAsync, type, token],
  );

  useEffect(() => {
    const key = `${type}:${token}`;
    if (!type || startedRef.current === key) return;
    startedRef.current = key;
    void send('unsubscribe');
  }, [send, type, token]);

  if (!type || isInvalid) return <InvalidLink />;
  if (!result) {
    if (update.isError) {
      return (
        <FormCard title="Unsubscribe">
          <Button onClick={() => void send('unsubscribe')}>Try again</Button>
        </FormCard>
      );
    }
    return <PageLoader />;
  }
  return (
    <SubscriptionResult
      result={result}
      isUpdating={update.isPending}
      onToggle={() => void send(result.buttonAction)}
    />
  );
}
