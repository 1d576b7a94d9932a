// The schemas' own module: this page checks as it renders (the contract's modules the app's
// pages share hold no schema, docs/rendering.md).

import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ZPassword, ZPhone } from '@/lib/http/contract-schemas';
import { UserAvatar } from '@/ui/avatar/user-avatar';
import { PasswordField } from '@/ui/password-input/password-field';
import { PhoneField, type TPhoneValue } from '@/ui/phone-input/phone-field';
import { InviteChipsDemo } from './invite-chips-demo';
import { KitSection } from './kit-section';
import { sampleCountries } from './sample-countries';
import { getSchemaErrors } from './schema-errors';

const teamNames = ['Maria Jensen', 'Tom Okafor', 'Lise-Lotte Berg', 'Ahmed', 'Chen Wei Ling'];

function PasswordDemo() {
  const [password, setPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  return (
    <PasswordField
      label="New password"
      placeholder="At least 8 characters"
      value={password}
      onChange={setPassword}
      onBlur={() => setIsTouched(true)}
      withRules
      names={{ fullName: 'Maria Jensen', companyNames: ['Harbour Studio'] }}
      error={getSchemaErrors(ZPassword, password, isTouched)}
      autoComplete="new-password"
    />
  );
}

function PhoneDemo() {
  const [phone, setPhone] = useState<TPhoneValue>({ dialCode: 45, phone: '' });
  const [isTouched, setIsTouched] = useState(false);
  return (
    <PhoneField
      countries={sampleCountries}
      value={phone}
      onChange={setPhone}
      onBlur={() => setIsTouched(true)}
      error={getSchemaErrors(ZPhone, phone.phone, isTouched)}
    />
  );
}

/** The shared widgets of src/ui with realistic data, to try by hand. */
export function WidgetsSection() {
  return (
    <KitSection
      title="Widgets"
      description="Shared inputs and avatars from src/ui. Errors show once a field is left."
    >
      <Stack gap="xs">
        <Title order={3}>Chip input</Title>
        <InviteChipsDemo />
      </Stack>
      <Stack gap="xs">
        <Title order={3}>Avatars</Title>
        <Group gap="md">
          {teamNames.map((name) => (
            <UserAvatar key={name} name={name} />
          ))}
        </Group>
        <Group gap="md" align="center">
          <UserAvatar name="Maria Jensen" size="sm" />
          <UserAvatar name="Maria Jensen" size="md" />
          <UserAvatar name="Maria Jensen" size="lg" />
          <Group gap="xs">
            <UserAvatar name="Tom Okafor" size="sm" isDecorative />
            <Text size="sm">Tom Okafor (beside the name, hidden from screen readers)</Text>
          </Group>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3}>Password</Title>
          <PasswordDemo />
        </Stack>
        <Stack gap="xs">
          <Title order={3}>Phone</Title>
          <PhoneDemo />
        </Stack>
      </SimpleGrid>
    </KitSection>
  );
}
