import { accountMessages, validationMessages } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FieldStatesSection } from './components/field-states-section';

const demo = (name: string) => within(screen.getByRole('group', { name }));
const state = (demoName: string, stateName: string) =>
  within(demo(demoName).getByRole('group', { name: stateName }));

describe('UI kit field states section', { timeout: 20000 }, () => {
  it('shows the chip input empty, invalid and over its limit, and disabled', () => {
    renderWithProviders(<FieldStatesSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Field states' })).toBeInTheDocument();
    const empty = state('Chip input states', 'Empty');
    expect(empty.getByRole('textbox', { name: 'Invite teammates' })).toHaveAttribute(
      'placeholder',
      'name@company.com',
    );
    expect(empty.getByText('0 / 5')).toBeInTheDocument();

    const invalid = state('Chip input states', 'Invalid and over the limit');
    expect(invalid.getByText('6 / 5')).toBeInTheDocument();
    expect(invalid.getByRole('textbox', { name: 'Invite teammates' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const messages = invalid.getAllByRole('listitem').map((item) => item.textContent);
    expect(messages).toEqual([validationMessages.email, 'You can invite up to 5 people at once']);

    const disabled = state('Chip input states', 'Disabled');
    expect(disabled.getByRole('textbox', { name: 'Invite teammates' })).toBeDisabled();
    expect(disabled.getByText('maria@harbour.dk')).toBeInTheDocument();
    expect(disabled.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows the password rules met, the schema messages, and a disabled field', () => {
    renderWithProviders(<FieldStatesSection />);
    const password = (name: string) =>
      state('Password states', name).getByLabelText('New password', { selector: 'input' });
    const met = state('Password states', 'Every rule met').getAllByRole('listitem');
    expect(met).toHaveLength(4);
    for (const rule of met) expect(rule).toHaveTextContent('(done)');
    expect(password('Every rule met')).not.toHaveAttribute('aria-invalid');

    const withErrors = state('Password states', 'With errors');
    expect(withErrors.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(withErrors.getByText(validationMessages.passwordDigit)).toBeInTheDocument();
    expect(password('With errors')).toHaveAttribute('aria-invalid', 'true');
    expect(password('Disabled')).toBeDisabled();
  });

  it('shows the phone field without a code, filled, too short and disabled', async () => {
    const { user } = renderWithProviders(<FieldStatesSection />);
    const dialCode = (name: string) =>
      state('Phone states', name).getByRole('textbox', { name: 'Dial code' });
    const phone = (name: string) =>
      state('Phone states', name).getByRole('textbox', { name: 'Phone' });
    expect(dialCode('No dial code yet')).toHaveValue('');
    expect(dialCode('Filled')).toHaveValue('+45 Denmark');
    expect(phone('Filled')).toHaveValue('20123456');
    expect(
      state('Phone states', 'Too short').getByText(validationMessages.phoneTooShort),
    ).toBeInTheDocument();
    expect(phone('Disabled')).toBeDisabled();
    expect(dialCode('Disabled')).toBeDisabled();

    await user.type(phone('Too short'), '3456');
    expect(screen.queryByText(validationMessages.phoneTooShort)).not.toBeInTheDocument();
  });

  it("shows a field's errors as text or a list, and the form alerts once asked for", async () => {
    const { user } = renderWithProviders(<FieldStatesSection />);
    const one = state('Form errors', 'One message');
    expect(one.getByRole('textbox', { name: 'Slides' })).toHaveAccessibleDescription(
      validationMessages.positiveInteger,
    );
    expect(one.queryByRole('list')).not.toBeInTheDocument();
    const several = state('Form errors', 'Several messages');
    expect(several.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      validationMessages.invalidCharacters,
      validationMessages.tooLong(60),
    ]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show the form alerts' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(accountMessages.emailTaken);
    expect(alerts[1]).toHaveTextContent('Your details were not saved');
    expect(alerts[1]).toHaveTextContent(accountMessages.samePassword);
  });
});
