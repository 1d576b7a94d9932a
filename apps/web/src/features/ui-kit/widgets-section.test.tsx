import { teamMessages, validationMessages } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { WidgetsSection } from './components/widgets-section';

describe('UI kit widgets section', () => {
  it('shows each widget with sample data', () => {
    renderWithProviders(<WidgetsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Widgets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove maria@harbour.dk' })).toBeInTheDocument();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Maria Jensen' })).toHaveLength(4);
    expect(screen.getByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dial code' })).toHaveValue('+45 Denmark');
    for (const field of screen.getAllByRole('textbox')) {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('lists every invite error under the chips once the form is sent', async () => {
    const { user } = renderWithProviders(<WidgetsSection />);
    const chips = screen.getByRole('textbox', { name: 'Invite teammates' });
    await user.type(chips, 'a@x.io b@x.io c@x.io not-an-email ');
    expect(screen.getByText('6 / 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const overLimit = 'You can invite up to 5 people at once';
    expect(chips).toHaveAttribute('aria-invalid', 'true');
    expect(chips).toHaveAccessibleDescription(
      expect.stringContaining(`${validationMessages.email} ${overLimit}`),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining([validationMessages.email, overLimit]));
  });

  it('sends valid invitations and empties the list', async () => {
    const { user } = renderWithProviders(<WidgetsSection />);
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(`${teamMessages.invitesSent} (2)`)).toBeInTheDocument();
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
  });

  it('shows the password schema messages as a list after leaving the field', async () => {
    const { user } = renderWithProviders(<WidgetsSection />);
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'abc');
    await user.tab();
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordDigit)).toBeInTheDocument();
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks the phone number with the contract rule after leaving it', async () => {
    const { user } = renderWithProviders(<WidgetsSection />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.tab();
    expect(screen.getByText(validationMessages.phoneTooShort)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '345');
    expect(screen.queryByText(validationMessages.phoneTooShort)).not.toBeInTheDocument();
  });
});
