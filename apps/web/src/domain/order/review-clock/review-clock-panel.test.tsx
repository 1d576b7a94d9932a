import { hourMs, reviewClockMessages as m } from '@deckhand/contract';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReviewClock } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReviewClockPanel } from './review-clock-panel';
import { getReviewWindowMs } from './time-left-bar';

const extendButton = <Button>{m.extend}</Button>;

describe('the review clock panel', () => {
  it('says a stopped clock is stopped, with no countdown', () => {
    renderWithProviders(
      <ReviewClockPanel
        clock={makeReviewClock({ state: 'stopped', dueAt: null, canExtend: false })}
        action={extendButton}
      />,
    );
    expect(screen.getByText(m.stopped)).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText(/Approved automatically in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('without a country counts weekends and closures only, and credits no holiday data', () => {
    renderWithProviders(
      <ReviewClockPanel
        clock={makeReviewClock({ countryCode: null, countryName: null, skippedDays: [] })}
        action={extendButton}
      />,
    );
    expect(screen.getByText(m.businessDaysNote(null))).toBeInTheDocument();
    expect(screen.queryByText(m.publicHolidayCredit)).not.toBeInTheDocument();
    expect(screen.queryByText(m.skippedHeading)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.extend })).toBeInTheDocument();
  });

  it('once extended, says so instead of offering the extension; the bar counts the longer window', () => {
    renderWithProviders(
      <ReviewClockPanel
        clock={makeReviewClock({ extendedAt: '2026-12-04T10:00:00.000000Z', msLeft: 96 * hourMs })}
        action={extendButton}
      />,
    );
    expect(screen.getByText(m.extendedNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.extend })).not.toBeInTheDocument();
    // 96 of 192 business hours (120 + 72).
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');
    expect(getReviewWindowMs({ extendedAt: null })).toBe(120 * hourMs);
  });
});
