import type { Meta, StoryObj } from '@storybook/react';
import { dark, mobile } from '../../.storybook/modes.js';
import { CrashBoundary, CrashScreen } from './CrashBoundary.js';
import { ErrorPage } from './ErrorPage.js';
import { LoadingError } from './LoadingError.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ProgressBar } from './ProgressBar.js';

const meta = { title: 'Errors' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const failure = new Error('Failed to fetch /docs-staging/api/stocks/candles.json (HTTP 503)');
const retry = () => console.info('retry');

export const NotFound: Story = { render: () => <NotFoundPage /> };
export const NotFoundDark: Story = { ...NotFound, globals: dark };

export const PageError: Story = { render: () => <ErrorPage error={failure} onRetry={retry} /> };
export const PageErrorWithoutRetry: Story = { render: () => <ErrorPage /> };

/** What `CrashBoundary` shows after a rendering error. */
export const Crashed: Story = { render: () => <CrashScreen error={failure} onRetry={retry} /> };
export const CrashedMobileDark: Story = { ...Crashed, globals: { ...mobile, ...dark } };
export const CrashBoundaryHealthy: Story = {
  render: () => (
    <CrashBoundary>
      <p>Nothing crashed here.</p>
    </CrashBoundary>
  ),
};

export const LoadingFailed: Story = { render: () => <LoadingError error={failure} onRetry={retry} /> };
export const LoadingFailedDark: Story = { ...LoadingFailed, globals: dark };

/** Active for less than 200 ms: nothing shows yet. */
export const ProgressJustStarted: Story = {
  render: () => <ProgressBar active />,
  parameters: { rendersNothing: true },
};
export const ProgressShowing: Story = { render: () => <ProgressBar active delay={0} /> };
export const ProgressIdle: Story = {
  render: () => <ProgressBar active={false} />,
  parameters: { rendersNothing: true },
};
