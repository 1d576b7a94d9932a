import { reviewGuestMessages as m, slidePreviewMessages } from '@deckhand/contract';
import { IconLinkOff } from '@tabler/icons-react';
import { useNotFoundStatus } from '@/lib/ssr/page-status';
import { FormCard } from '@/ui/form-card/form-card';
import { StatusMessage } from '@/ui/status-message/status-message';

/**
 * A review link that does not work (unknown, expired or revoked): said once, answered 404 by the
 * server, and not asked again; only the person who shared it can give a new one.
 */
export function InvalidGuestLink() {
  useNotFoundStatus(true);
  return (
    <FormCard title={slidePreviewMessages.review}>
      <StatusMessage icon={IconLinkOff} color="red" message={m.linkInvalid} messageRole="alert" />
    </FormCard>
  );
}
