import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { mobile } from '../../.storybook/modes.js';
import { usage } from '../../.storybook/usage.js';
import { CrashBoundary, CrashScreen } from './CrashBoundary.js';
import { ErrorPage } from './ErrorPage.js';
import { LoadingError } from './LoadingError.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ProgressBar } from './ProgressBar.js';

const meta = {
  title: 'States/Errors and loading',
  // The stories' ids stay `errors--*`, so links shared before the move still open them.
  id: 'errors',
  component: NotFoundPage,
  subcomponents: { ErrorPage, CrashBoundary, CrashScreen, LoadingError, ProgressBar },
  parameters: usage(
    'What a reader sees when something goes wrong: an unknown path, a page that failed (`Page Error`, Retry), a crashed',
    'render (`CrashBoundary` shows `CrashScreen`: “This page crashed.” and Try again), a page that did not load',
    '(the error and Retry), and the progress bar, shown only once loading has lasted 200 ms. **Don’t** reword these',
    'texts per page: they are fixed for the whole site.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const failure = new Error('Failed to fetch /docs-staging/api/stocks/candles.json (HTTP 503)');
/** Try again and Retry are logged in the Actions panel. */
const retry = action('onRetry');

export const NotFound: Story = { render: () => <NotFoundPage /> };

export const PageError: Story = { render: () => <ErrorPage error={failure} onRetry={retry} /> };
export const PageErrorWithoutRetry: Story = { render: () => <ErrorPage /> };

/** What `CrashBoundary` shows after a rendering error. */
export const Crashed: Story = { render: () => <CrashScreen error={failure} onRetry={retry} /> };
export const CrashedMobile: Story = { ...Crashed, globals: mobile };
export const CrashBoundaryHealthy: Story = {
  render: () => (
    <CrashBoundary>
      <p>Nothing crashed here.</p>
    </CrashBoundary>
  ),
};

export const LoadingFailed: Story = { render: () => <LoadingError error={failure} onRetry={retry} /> };

/** Active for less than 200 ms: nothing shows yet. */
export const ProgressJustStarted: Story = {
  render: () => <ProgressBar active />,
  parameters: { rendersNothing: true },
};
/** The bar is fixed to the top of the window: a frame of its own on the docs page. */
export const ProgressShowing: Story = {
  render: () => <ProgressBar active delay={0} />,
  parameters: { framedInDocs: true },
};
export const ProgressIdle: Story = {
  render: () => <ProgressBar active={false} />,
  parameters: { rendersNothing: true },
};
