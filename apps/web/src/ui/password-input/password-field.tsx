import type { TPasswordNames } from '@deckhand/contract';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { getPasswordRules } from './password-rules';
import { PasswordRulesList } from './password-rules-list';
import { PasswordToggleIcons } from './password-toggle-icons';

type TPasswordFieldProps = Omit<PasswordInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Show the password rules under the field, checked as the value meets them. */
  withRules?: boolean;
  /** What the password must not contain (§5.1): the full name, the email, company/team names. */
  names?: TPasswordNames;
  /** The label of the show/hide button. */
  toggleLabel?: string;
};

/**
 * A password input with a labelled show/hide button (a toggle: pressed while revealed) and
 * the optional rules list of §5.1 under it, each rule ticked once the value meets it.
 * The rules are the field's description, so a screen reader reads them with the field.
 * Controlled; fits react-hook-form's Controller.
 */
export function PasswordField({
  value,
  onChange,
  withRules = false,
  names,
  toggleLabel = 'Show password',
  description,
  ...inputProps
}: TPasswordFieldProps) {
  const rulesList = withRules ? <PasswordRulesList rules={getPasswordRules(value, names)} /> : null;
  return (
    <PasswordInput
      // Mantine's PasswordInput marks an error only with data-invalid; screen readers need this.
      aria-invalid={inputProps.error ? true : undefined}
      {...inputProps}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel, tabIndex: 0 }}
      visibilityToggleIcon={PasswordToggleIcons}
      description={
        rulesList ? (
          <>
            {description}
            {rulesList}
          </>
        ) : (
          description
        )
      }
      inputWrapperOrder={rulesList ? ['label', 'input', 'description', 'error'] : undefined}
    />
  );
}
