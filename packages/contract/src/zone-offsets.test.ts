import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate } from './dates.ts';
import {
  forgetZoneOffsets,
  learnZoneOffsets,
  noteZoneOffsets,
  zoneOffsetsMax,
} from './zone-offsets.ts';

afterEach(() => {
  forgetZoneOffsets();
  vi.restoreAllMocks();
});

describe("named zones' offsets carried from the server's render (issue 33)", () => {
  it("notes the offsets a render worked out with Intl, to the minute, and none for UTC or the runtime's zone", () => {
    const [text, offsets] = noteZoneOffsets(() =>
      [
        formatDateTime('2026-11-26T16:00:30.000000Z', 'Europe/Copenhagen'),
        formatDateTime('2026-07-01T23:30:00.000000Z', 'America/New_York'),
        formatDateTime('2026-07-01T23:30:00.000000Z', 'Asia/Kolkata'),
        formatDateTime('2026-07-01T23:30:00.000000Z', 'UTC'),
        formatDateTime('2026-07-01T23:30:00.000000Z'),
      ].join(' | '),
    );
    expect(text.split(' | ').slice(0, 2)).toEqual([
      '5:00 PM, 26 November, 2026',
      '7:30 PM, 01 July, 2026',
    ]);
    expect(offsets).toEqual({
      [`Europe/Copenhagen ${Date.parse('2026-11-26T16:00:00Z')}`]: 60,
      [`America/New_York ${Date.parse('2026-07-01T23:30:00Z')}`]: -240,
      [`Asia/Kolkata ${Date.parse('2026-07-01T23:30:00Z')}`]: 330,
    });
  });

  it('writes a date whose offset was learnt without Intl, as the server wrote it', () => {
    const values = ['2026-11-26T16:00:00Z', '2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z'];
    const [serverText, offsets] = noteZoneOffsets(() =>
      values.map((value) => formatDateTime(value, 'Europe/London')),
    );
    learnZoneOffsets(offsets);
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    expect(values.map((value) => formatDateTime(value, 'Europe/London'))).toEqual(serverText);
    expect(serverText).toEqual([
      '4:00 PM, 26 November, 2026',
      '12:59 AM, 29 March, 2026',
      '2:00 AM, 29 March, 2026',
    ]);
    expect(formatToParts).not.toHaveBeenCalled();
    // A date the page did not carry is worked out with Intl.
    expect(formatLongDate('2026-06-01T12:00:00Z', 'Europe/London')).toBe('1 June 2026');
    expect(formatToParts).toHaveBeenCalled();
  });

  it('leaves out what is malformed, out of range or over the bound', () => {
    const minute = Date.parse('2026-11-26T16:00:00Z');
    learnZoneOffsets({
      [`Europe/Copenhagen ${minute}`]: 999_999,
      [`Europe/London ${minute}`]: 1.5,
      [`${'Europe/'.repeat(12)} ${minute}`]: 60,
      [`Asia/Tokyo ${minute}`]: '540',
    });
    learnZoneOffsets(null);
    learnZoneOffsets('Europe/Copenhagen');
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    formatDateTime(new Date(minute), 'Europe/Copenhagen');
    formatDateTime(new Date(minute), 'Europe/London');
    formatDateTime(new Date(minute), 'Asia/Tokyo');
    expect(formatToParts).toHaveBeenCalledTimes(3);

    const many = Object.fromEntries(
      Array.from({ length: zoneOffsetsMax + 10 }, (_, index) => [
        `Etc/GMT-1 ${minute + index * 60_000}`,
        60,
      ]),
    );
    learnZoneOffsets(many);
    formatToParts.mockClear();
    formatDateTime(new Date(minute + (zoneOffsetsMax - 1) * 60_000), 'Etc/GMT-1');
    expect(formatToParts).not.toHaveBeenCalled();
    formatDateTime(new Date(minute + (zoneOffsetsMax + 5) * 60_000), 'Etc/GMT-1');
    expect(formatToParts).toHaveBeenCalledTimes(1);
  });
});
