import { accountMessages, orderPageMessages, ordersListMessages } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StatusFeedbackSection } from './components/status-feedback-section';

const filesFailed = 'We could not load the files. Please try again.';

describe('UI kit status and feedback section', { timeout: 20000 }, () => {
  it('shows outcomes at once and the alerts only once asked for', async () => {
    const { user } = renderWithProviders(<StatusFeedbackSection />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Status and feedback' }),
    ).toBeInTheDocument();
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(
      expect.arrayContaining([
        accountMessages.resetLinkSent,
        ordersListMessages.empty,
        expect.stringContaining('is approved and archived'),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Back to Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show the problem message' }));
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.invalidResetToken);

    await user.click(screen.getByRole('switch', { name: 'Show the load failed alerts' }));
    const loadFailed = within(screen.getByRole('group', { name: 'Load failed alert' }));
    const [plain, withHint] = loadFailed.getAllByRole('alert');
    expect(plain).toHaveTextContent(ordersListMessages.loadFailed);
    expect(withHint).toHaveTextContent('Check your connection first');
    await user.click(loadFailed.getByRole('button', { name: 'Load the team again' }));
    expect(
      await screen.findByText('The kit loads nothing: in the app, this asks again.'),
    ).toBeInTheDocument();
  });

  it('shows query content loading, failed, empty and with data; Try again loads the data', async () => {
    const { user } = renderWithProviders(<StatusFeedbackSection />);
    const demo = within(screen.getByRole('group', { name: 'Query content' }));
    expect(demo.getByRole('tab', { name: 'Loading' })).toHaveAttribute('aria-selected', 'true');
    expect(demo.getByRole('tabpanel', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(demo.queryByRole('link')).not.toBeInTheDocument();

    await user.click(demo.getByRole('tab', { name: 'Empty' }));
    expect(demo.getByRole('status')).toHaveTextContent(orderPageMessages.noFiles);

    await user.click(demo.getByRole('tab', { name: 'Data' }));
    expect(demo.getByRole('link', { name: 'Q1 board review.pptx' })).toBeInTheDocument();

    await user.click(demo.getByRole('tab', { name: 'Error' }));
    expect(demo.getByRole('alert')).toHaveTextContent(filesFailed);
    await user.click(demo.getByRole('button', { name: 'Try again' }));
    expect(demo.getByRole('tab', { name: 'Loading' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await demo.findByRole('link', { name: 'Q1 board review.pptx' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(demo.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the page loader', () => {
    renderWithProviders(<StatusFeedbackSection />);
    const demo = within(screen.getByRole('group', { name: 'Page loader' }));
    expect(demo.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
