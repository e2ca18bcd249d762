import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Page } from '../src/doc/Page.js';
import { CrashBoundary } from '../src/errors/CrashBoundary.js';
import { ErrorPage } from '../src/errors/ErrorPage.js';
import { LoadingError } from '../src/errors/LoadingError.js';
import { renderWithTheme } from './render.js';

function Flaky({ failures }: { failures: { left: number } }) {
  if (failures.left > 0) {
    failures.left -= 1;
    throw new Error('Cannot read properties of undefined (reading "toc")');
  }
  return <p>Recovered content</p>;
}

const Lost = () => <h1>Lost?</h1>;

describe('CrashBoundary', () => {
  it('shows the crash screen with the message and re-renders the children on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <CrashBoundary onError={onError}>
        <Flaky failures={{ left: 2 }} />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot read properties of undefined (reading "toc")',
    );
    expect(onError).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    expect(screen.queryByText('This page crashed.')).not.toBeInTheDocument();
  });

  it('resets when resetKey changes (a new route)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures = { left: 2 };
    const { rerender } = render(
      <CrashBoundary resetKey="/api">
        <Flaky failures={failures} />
      </CrashBoundary>,
    );
    expect(screen.getByText('This page crashed.')).toBeInTheDocument();
    rerender(
      <CrashBoundary resetKey="/sheets">
        <Flaky failures={failures} />
      </CrashBoundary>,
    );
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });
});

describe('LoadingError', () => {
  it('shows the error text and calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<LoadingError error={new Error('Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('ErrorPage and NotFoundPage', () => {
  it('titles the error page "Page Error" and offers Try again when it can', async () => {
    const onRetry = vi.fn();
    render(<ErrorPage error="HTTP 503" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Error');
    expect(screen.getByText('HTTP 503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the not-found page for a page without data, or the NotFound override', () => {
    const { unmount } = renderWithTheme(<Page page={undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/docs-staging/',
    );
    unmount();
    renderWithTheme(<Page page={undefined} />, { components: { NotFound: Lost } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lost?');
  });
});
