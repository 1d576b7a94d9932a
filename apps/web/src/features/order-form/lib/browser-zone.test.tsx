import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBrowserZone, forgetBrowserZone, useBrowserZone } from './browser-zone';

/** A stand-in for the browser's Worker: it answers `answer` (or fails) a task after it starts. */
function stubWorker(answer: string | Error) {
  const started: { url: string; options?: WorkerOptions; terminated: boolean }[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    private readonly record: (typeof started)[number];
    constructor(url: URL | string, options?: WorkerOptions) {
      this.record = { url: String(url), options, terminated: false };
      started.push(this.record);
      setTimeout(() => {
        if (answer instanceof Error)
          this.onerror?.(new ErrorEvent('error', { message: answer.message }));
        else this.onmessage?.(new MessageEvent('message', { data: answer }));
      }, 0);
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

/** The main thread's Intl says the browser is in `zone`. */
function zoneHere(zone: string) {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  return vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

afterEach(() => {
  forgetBrowserZone();
});

describe('the browser’s time zone', () => {
  it('is asked of a worker, once a page, so the main thread never loads Intl’s data for it', async () => {
    const started = stubWorker('Asia/Tokyo');
    const hereAsked = zoneHere('Europe/Copenhagen');
    expect(await findBrowserZone()).toBe('Asia/Tokyo');
    expect(await findBrowserZone()).toBe('Asia/Tokyo');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/browser-zone\.worker\.ts/);
    expect(started[0]?.options).toEqual({ type: 'module' });
    expect(started[0]?.terminated).toBe(true);
    expect(hereAsked).not.toHaveBeenCalled();
  });

  it('is read on the main thread when the worker cannot start', async () => {
    stubWorker(new Error('blocked'));
    zoneHere('Europe/Copenhagen');
    expect(await findBrowserZone()).toBe('Europe/Copenhagen');
  });

  it('is read on the main thread when the browser refuses to start the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    zoneHere('Europe/Copenhagen');
    expect(await findBrowserZone()).toBe('Europe/Copenhagen');
  });

  it('is read on the main thread where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    zoneHere('America/Chicago');
    expect(await findBrowserZone()).toBe('America/Chicago');
  });

  it('reaches a component in a transition once found, null before', async () => {
    stubWorker('Asia/Tokyo');
    const { result } = renderHook(() => useBrowserZone());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('Asia/Tokyo'));
  });
});
