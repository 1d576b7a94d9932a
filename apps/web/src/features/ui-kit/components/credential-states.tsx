// The schemas' own module: this page checks as it renders (the contract's modules the app's
// pages share hold no schema, docs/rendering.md).

import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ZPassword, ZPhone } from '@/lib/http/contract-schemas';
import { PasswordField } from '@/ui/password-input/password-field';
import { PhoneField, type TPhoneValue } from '@/ui/phone-input/phone-field';
import { KitDemo, KitState } from './kit-demo';
import { sampleCountries } from './sample-countries';
import { getSchemaErrors } from './schema-errors';

const names = { fullName: 'Maria Jensen', companyNames: ['Harbour Studio'] };

function Password(props: { initial: string; isChecked?: boolean; isDisabled?: boolean }) {
  const [password, setPassword] = useState(props.initial);
  return (
    <PasswordField
      label="New password"
      placeholder="At least 8 characters"
      value={password}
      onChange={setPassword}
      withRules
      names={names}
      error={props.isChecked ? getSchemaErrors(ZPassword, password) : undefined}
      disabled={props.isDisabled}
      autoComplete="new-password"
    />
  );
}

function Phone(props: { initial: TPhoneValue; isChecked?: boolean; isDisabled?: boolean }) {
  const [phone, setPhone] = useState(props.initial);
  return (
    <PhoneField
      countries={sampleCountries}
      value={phone}
      onChange={setPhone}
      error={props.isChecked ? getSchemaErrors(ZPhone, phone.phone) : undefined}
      disabled={props.isDisabled}
    />
  );
}

/** The password field's rules as they are met, its errors, and disabled. */
export function PasswordStates() {
  return (
    <KitDemo
      title="Password states"
      description="The rules tick as they are met; the schema's messages list under the field."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <KitState label="Empty">
          <Password initial="" />
        </KitState>
        <KitState label="Every rule met">
          <Password initial="Slides&Sails42" isChecked />
        </KitState>
        <KitState label="With errors">
          <Password initial="abc" isChecked />
        </KitState>
        <KitState label="Disabled">
          <Password initial="Slides&Sails42" isDisabled />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}

/** The phone field without a dial code, filled, too short and disabled. */
export function PhoneStates() {
  return (
    <KitDemo
      title="Phone states"
      description="The number keeps digits only; its length is the contract's rule (4 to 15)."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <KitState label="No dial code yet">
          <Phone initial={{ dialCode: null, phone: '' }} />
        </KitState>
        <KitState label="Filled">
          <Phone initial={{ dialCode: 45, phone: '20123456' }} isChecked />
        </KitState>
        <KitState label="Too short">
          <Phone initial={{ dialCode: 44, phone: '12' }} isChecked />
        </KitState>
        <KitState label="Disabled">
          <Phone initial={{ dialCode: 46, phone: '701234567' }} isDisabled />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
