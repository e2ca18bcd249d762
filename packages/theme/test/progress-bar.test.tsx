import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../src/errors/ProgressBar.js';

describe('ProgressBar', () => {
  it('appears only once active has lasted 200 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    rerender(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never appears for loads shorter than the delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<ProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
