import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTaskEffect } from './use-task-effect';

function Probe({
  value,
  onRun,
  onCleanup,
}: {
  value: number;
  onRun: (value: number) => void;
  onCleanup: (value: number) => void;
}) {
  useTaskEffect(() => {
    onRun(value);
    return () => onCleanup(value);
  }, [value]);
  return null;
}

describe('useTaskEffect', () => {
  it('runs the effect in a task after the commit, and its cleanup when the dependencies change', async () => {
    const onRun = vi.fn();
    const onCleanup = vi.fn();
    const { rerender } = render(<Probe value={1} onRun={onRun} onCleanup={onCleanup} />);
    expect(onRun).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onRun).toHaveBeenCalledWith(1));
    rerender(<Probe value={2} onRun={onRun} onCleanup={onCleanup} />);
    expect(onCleanup).toHaveBeenCalledWith(1);
    await vi.waitFor(() => expect(onRun).toHaveBeenCalledWith(2));
  });

  it('never runs an effect whose component left before its task came', async () => {
    const onRun = vi.fn();
    const { unmount } = render(<Probe value={1} onRun={onRun} onCleanup={vi.fn()} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onRun).not.toHaveBeenCalled();
  });
});
