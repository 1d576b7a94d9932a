import { passwordRulesText, type TPasswordNames } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PasswordField } from './password-field';

function Harness({ withRules = true, names }: { withRules?: boolean; names?: TPasswordNames }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      value={value}
      onChange={setValue}
      withRules={withRules}
      names={names}
    />
  );
}

const janeAtAcme: TPasswordNames = { fullName: 'Jane Doe', companyNames: ['Acme'] };

const input = () => screen.getByLabelText('Password', { selector: 'input' });

/** The rules a user sees ticked, in order. */
function findSatisfiedRules(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-satisfied') === 'true')
    .map((item) => item.textContent?.replace(' (done)', '') ?? '');
}

describe('PasswordField', () => {
  it('masks the value and reveals it with a labelled toggle', async () => {
    const { user } = renderWithProviders(<Harness withRules={false} />);
    await user.type(input(), 'Secret1!');
    expect(input()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveValue('Secret1!');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input()).toHaveAttribute('type', 'password');
  });

  it('tells assistive technology about an error', () => {
    renderWithProviders(
      <PasswordField label="Password" value="" onChange={() => {}} error="Too short" />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Too short');
  });

  it('reaches the toggle with the keyboard', async () => {
    const { user } = renderWithProviders(<Harness withRules={false} />);
    await user.click(input());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
  });

  it('lists the rules unticked while the field is empty, and none without withRules', () => {
    renderWithProviders(<Harness />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      passwordRulesText.map((text) => `${text} (not yet)`),
    );
    expect(findSatisfiedRules()).toEqual([]);
  });

  it('ticks each rule as the value satisfies it', async () => {
    const { user } = renderWithProviders(<Harness names={janeAtAcme} />);
    await user.type(input(), 'abc');
    expect(findSatisfiedRules()).toEqual([passwordRulesText[3]]);
    await user.type(input(), 'D');
    expect(findSatisfiedRules()).toEqual([passwordRulesText[2], passwordRulesText[3]]);
    await user.type(input(), '1!');
    expect(findSatisfiedRules()).toEqual(passwordRulesText.slice(1));
    await user.type(input(), 'xy');
    expect(findSatisfiedRules()).toEqual([...passwordRulesText]);
  });

  it('unticks the name rule when the value holds the user or company name', async () => {
    const { user } = renderWithProviders(<Harness names={janeAtAcme} />);
    await user.type(input(), 'Xy1!acmeCorp');
    expect(findSatisfiedRules()).not.toContain(passwordRulesText[3]);
    await user.clear(input());
    await user.type(input(), 'Doe-Family1!');
    expect(findSatisfiedRules()).not.toContain(passwordRulesText[3]);
    await user.clear(input());
    await user.type(input(), 'Harbour1!Sail');
    expect(findSatisfiedRules()).toEqual([...passwordRulesText]);
  });

  it('checks names as the server does: full-name words, the email local part, company names', async () => {
    const { user } = renderWithProviders(
      <Harness
        names={{
          fullName: 'Jo Harbour',
          email: 'skipper@example.com',
          companyNames: ['Blue Sail'],
        }}
      />,
    );
    const nameRule = () => findSatisfiedRules().includes(passwordRulesText[3]);
    for (const [password, isFree] of [
      ['Harbour1!x', false],
      ['Skipper1!x', false],
      ['xBLUE SAIL1!', false],
      ['Jo#Sail2024', true],
    ] as const) {
      await user.clear(input());
      await user.type(input(), password);
      expect(nameRule()).toBe(isFree);
    }
    await user.clear(input());
    expect(nameRule()).toBe(false);
  });

  it('reads the rules and their state as the field description', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), 'abcdefgh');
    expect(input()).toHaveAccessibleDescription(
      `${passwordRulesText[0]} (done) ${passwordRulesText[1]} (not yet) ${passwordRulesText[2]} (not yet) ${passwordRulesText[3]} (done)`,
    );
  });
});
