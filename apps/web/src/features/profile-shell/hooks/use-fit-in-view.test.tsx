import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFitInView } from './use-fit-in-view';

/** The observers made while a test runs, to report a size change as the browser would. */
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];

class RecordingResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

function Sidebar() {
  const ref = useRef<HTMLDivElement>(null);
  useFitInView(ref);
  return (
    <aside data-testid="container">
      <div ref={ref} data-testid="sticky">
        links
      </div>
    </aside>
  );
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useFitInView', () => {
  it('reads no size as it mounts; it fits the sidebar once the container is laid out', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('innerHeight', 720);
    // The container on screen from y 64 to 904 in a window 720 px high (jsdom has no layout).
    const measured = vi.fn(() => DOMRect.fromRect({ x: 0, y: 64, width: 280, height: 840 }));
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(measured);

    render(<Sidebar />);
    // Reading a size in the effect would lay the page out inside the hydration's commit.
    expect(measured).not.toHaveBeenCalled();
    const sticky = screen.getByTestId('sticky');
    expect(sticky.style.maxHeight).toBe('');

    // The browser reports the container once laid out; the fit runs in the next frame.
    const [observer] = observers;
    expect(observer?.targets).toEqual([screen.getByTestId('container')]);
    observer?.callback([], {} as ResizeObserver);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(measured).toHaveBeenCalledTimes(1);
    expect(sticky.style.maxHeight).toBe('656px');
    spy.mockRestore();
  });
});
