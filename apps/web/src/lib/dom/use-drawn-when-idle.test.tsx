import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnWhenIdle } from './use-drawn-when-idle';

function Cards() {
  const ref = useRef<HTMLDivElement>(null);
  useDrawnWhenIdle(ref, ':scope > section');
  return (
    <div ref={ref}>
      <section>One</section>
      <section>Two</section>
      <section>Three</section>
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parts skipped until near the view are drawn once the browser is idle', () => {
  it('draws nothing before the browser is idle, then one part a frame, in order', () => {
    const idle: Array<() => void> = [];
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { container } = render(<Cards />);
    const drawn = () =>
      [...container.querySelectorAll('section')].map((part) => part.hasAttribute('data-drawn'));
    expect(drawn()).toEqual([false, false, false]);

    idle.shift()?.();
    expect(drawn()).toEqual([true, false, false]);
    frames.shift()?.();
    expect(drawn()).toEqual([true, true, false]);
    frames.shift()?.();
    expect(drawn()).toEqual([true, true, true]);
  });

  it('stops when the page goes away', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { container, unmount } = render(<Cards />);
    const first = container.querySelector('section');
    unmount();
    idle.shift()?.();
    expect(first?.hasAttribute('data-drawn')).toBe(false);
  });
});
