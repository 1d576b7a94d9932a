import { approvalMessages as m, type TTeamApprovalDefaults } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { membersTable, pageLoad, renderTeam, wholeApp } from './team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** New orders start with Ben, any one approving. */
const benAlone: TTeamApprovalDefaults = {
  approvers: [{ userId: 8, name: 'Ben Admin' }],
  rule: 'any',
  required: null,
};

describe('the team’s default approvers', wholeApp, () => {
  it('are not shown to a manager, nor asked for', async () => {
    const { api } = renderTeam(3, { 'GET /team/approval-defaults': { body: benAlone } });
    await membersTable();
    expect(screen.queryByRole('region', { name: m.teamDefaultHeading })).not.toBeInTheDocument();
    expect(api.callsTo('GET /team/approval-defaults')).toHaveLength(0);
  });

  it('are shown to the owner with the same form, and saved with a PUT', async () => {
    let saved = benAlone;
    const { user, api } = renderTeam(1, {
      'GET /team/approval-defaults': () => ({ body: saved }),
      'PUT /team/approval-defaults': () => {
        saved = {
          approvers: [
            { userId: 8, name: 'Ben Admin' },
            { userId: 9, name: 'Cleo Manager' },
          ],
          rule: 'all',
          required: null,
        };
        return { body: saved };
      },
    });
    const card = await screen.findByRole('region', { name: m.teamDefaultHeading }, pageLoad);
    expect(within(card).getByText(m.teamDefaultIntro)).toBeInTheDocument();
    const people = await within(card).findByRole('textbox', { name: m.approversLabel });
    const pills = within(card)
      .getAllByText('Ben Admin')
      .filter((label) => label.closest('.mantine-Pill-root'));
    expect(pills).toHaveLength(1);
    expect(within(card).getByRole('radio', { name: m.ruleOptions.any })).toBeChecked();
    expect(within(card).queryByRole('textbox', { name: m.requiredLabel })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.cancel })).not.toBeInTheDocument();

    await user.click(people);
    // The viewer is marked among the teammates to choose from.
    expect(await screen.findByRole('option', { name: `Ada Customer (${m.you})` })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Cleo Manager' }));
    await user.click(within(card).getByRole('radio', { name: m.ruleOptions.all }));
    await user.click(within(card).getByRole('button', { name: m.save }));

    expect(await screen.findByText(m.teamDefaultSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT /team/approval-defaults').map((call) => call.body)).toEqual([
      {
        approvers: [
          { kind: 'member', userId: 8 },
          { kind: 'member', userId: 9 },
        ],
        rule: 'all',
        required: null,
      },
    ]);
    await waitFor(() =>
      expect(api.callsTo('GET /team/approval-defaults').length).toBeGreaterThan(1),
    );
  });

  it('check the number against the approvers before sending, and show the server’s refusal on its field', async () => {
    const { user, api } = renderTeam(2, {
      'GET /team/approval-defaults': { body: benAlone },
      // Ben left the team meanwhile.
      'PUT /team/approval-defaults': {
        status: 422,
        body: { status: 'error', errors: { approvers: [m.notAMember] } },
      },
    });
    const card = await screen.findByRole('region', { name: m.teamDefaultHeading }, pageLoad);
    const people = await within(card).findByRole('textbox', { name: m.approversLabel });
    await user.click(within(card).getByRole('radio', { name: m.ruleOptions.count }));
    const required = within(card).getByRole('textbox', { name: m.requiredLabel });
    await user.type(required, '2');
    await user.click(within(card).getByRole('button', { name: m.save }));
    expect(await within(card).findByText(m.requiredTooHigh(1))).toBeInTheDocument();
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /team/approval-defaults')).toHaveLength(0);

    await user.clear(required);
    await user.type(required, '1');
    await user.click(within(card).getByRole('button', { name: m.save }));
    expect(await within(card).findByText(m.notAMember)).toBeInTheDocument();
    expect(people).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /team/approval-defaults')[0]?.body).toEqual({
      approvers: [{ kind: 'member', userId: 8 }],
      rule: 'count',
      required: 1,
    });
  });
});
