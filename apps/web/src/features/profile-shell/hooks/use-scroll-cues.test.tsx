import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollCues } from './use-scroll-cues';

/** A 300 px box holding 500 px of content; jsdom has no layout, so the sizes are set by hand. */
function setBoxSizes(box: HTMLElement, scrollTop: number) {
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 500 });
  box.scrollTop = scrollTop;
}

function ScrollingBox() {
  const ref = useRef<HTMLDivElement>(null);
  const { isMoreAbove, isMoreBelow } = useScrollCues(ref);
  return (
    <div
      data-testid="area"
      data-more-above={isMoreAbove || undefined}
      data-more-below={isMoreBelow || undefined}
    >
      <div ref={ref} data-testid="box">
        <div>content</div>
      </div>
    </div>
  );
}

describe('useScrollCues', () => {
  it('says which edges hide content as the box scrolls', () => {
    render(<ScrollingBox />);
    const area = screen.getByTestId('area');
    const box = screen.getByTestId('box');
    expect(area).not.toHaveAttribute('data-more-below');

    setBoxSizes(box, 0);
    fireEvent.scroll(box);
    expect(area).toHaveAttribute('data-more-below');
    expect(area).not.toHaveAttribute('data-more-above');

    setBoxSizes(box, 100);
    fireEvent.scroll(box);
    expect(area).toHaveAttribute('data-more-above');
    expect(area).toHaveAttribute('data-more-below');

    setBoxSizes(box, 200);
    fireEvent.scroll(box);
    expect(area).toHaveAttribute('data-more-above');
    expect(area).not.toHaveAttribute('data-more-below');
  });
});
