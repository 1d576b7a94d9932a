import { screenTexts } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ScriptsFailedNotice } from './scripts-failed-notice';

describe('the notice of scripts that failed', () => {
  it('is in the page hidden, with its words and a Reload button, for boot.ts to show', () => {
    const { container } = renderWithProviders(<ScriptsFailedNotice />);
    const notice = container.querySelector<HTMLElement>('[data-scripts-failed]');
    expect(notice?.hidden).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    if (notice) notice.hidden = false;
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${screenTexts.scriptsFailed} — ${screenTexts.scriptsFailedAction}`,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveAttribute('data-reload');
  });
});
