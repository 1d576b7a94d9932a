import {
  endpoints,
  sandboxBankCheckMessages,
  type TSandboxBankCheckMessage,
} from '@deckhand/contract';
import type { TModalManager } from '@/lib/modals/modal-context';
import { readBankCheckMessage } from './bank-check-message';
import { SandboxFrame } from './sandbox-frame';

/** Tall enough for the page's heading, amount, buttons and answer at 320 px and up. */
export const sandboxBankCheckHeight = 300;

type TSandboxBankCheckFrameProps = {
  clientSecret: string;
  onOutcome: (outcome: TSandboxBankCheckMessage) => void;
};

/**
 * The sandbox gateway's bank check page (served by the API, same origin) for one client secret.
 * The customer presses Complete or Fail inside it; the page settles the payment and reports the
 * outcome by postMessage, read only from this frame and this origin.
 */
export function SandboxBankCheckFrame({ clientSecret, onOutcome }: TSandboxBankCheckFrameProps) {
  return (
    <SandboxFrame
      src={`${endpoints.sandboxGateway.bankCheck}?secret=${encodeURIComponent(clientSecret)}`}
      title="Your bank's check"
      height={sandboxBankCheckHeight}
      read={readBankCheckMessage}
      onMessage={onOutcome}
    />
  );
}

/**
 * Opens the sandbox bank check in a modal. Resolves with null once the payment passed, the
 * refusal's words when it failed, or a note when the modal was closed before an answer (the
 * payment then still waits; a retry of the same attempt opens the check again).
 */
export function openSandboxBankCheck(
  openModal: TModalManager['openModal'],
  clientSecret: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    let outcome: TSandboxBankCheckMessage | null = null;
    openModal({
      title: sandboxBankCheckMessages.title,
      render: (close) => (
        <SandboxBankCheckFrame
          clientSecret={clientSecret}
          onOutcome={(answer) => {
            outcome = answer;
            close();
          }}
        />
      ),
      onClose: () => {
        if (!outcome) resolve(sandboxBankCheckMessages.notFinished);
        else if (outcome.status === 'succeeded') resolve(null);
        else resolve(outcome.message ?? sandboxBankCheckMessages.failed);
      },
    });
  });
}
