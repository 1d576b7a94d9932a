import { authScreenTexts, type TOAuthProviderInfo } from '@deckhand/contract';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconLogin2 } from '@tabler/icons-react';
import { useOAuthProviders } from '../api/get-oauth-providers';

const providerIcons: Record<string, typeof IconLogin2> = {
  google: IconBrandGoogle,
  microsoft: IconBrandWindows,
};

type TSocialLoginProps = {
  /** While a login is in progress the buttons are disabled (§2.5). */
  isDisabled: boolean;
  /** The provider whose sign-in is running: its button spins. */
  pendingProvider: string | null;
  onSelect: (provider: string) => void;
  /** Where the 'or' divider goes: after the buttons (login) or before them (signup). */
  dividerPosition: 'before' | 'after';
};

function ProviderButton({
  provider,
  isDisabled,
  isLoading,
  onSelect,
}: {
  provider: TOAuthProviderInfo;
  isDisabled: boolean;
  isLoading: boolean;
  onSelect: (provider: string) => void;
}) {
  const Icon = providerIcons[provider.id] ?? IconLogin2;
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<Icon size={18} aria-hidden />}
      disabled={isDisabled && !isLoading}
      loading={isLoading}
      // A static page binds the button by it (bind-provider-buttons.ts).
      data-oauth-provider={provider.id}
      onClick={() => onSelect(provider.id)}
    >
      {`Continue with ${provider.name}`}
    </Button>
  );
}

/** A 'Continue with …' button per configured provider and the 'or' divider; none if none. */
export function SocialLogin({
  isDisabled,
  pendingProvider,
  onSelect,
  dividerPosition,
}: TSocialLoginProps) {
  const providers = useOAuthProviders().data?.providers ?? [];
  if (providers.length === 0) return null;
  const divider = <Divider label={authScreenTexts.or} labelPosition="center" c="dimmed" />;
  return (
    <Stack gap="lg">
      {dividerPosition === 'before' ? divider : null}
      <Stack gap="sm">
        {providers.map((provider) => (
          <ProviderButton
            key={provider.id}
            provider={provider}
            isDisabled={isDisabled}
            isLoading={pendingProvider === provider.id}
            onSelect={onSelect}
          />
        ))}
      </Stack>
      {dividerPosition === 'after' ? divider : null}
    </Stack>
  );
}
