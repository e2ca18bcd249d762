/** A tiny Storybook for the tests of `pnpm visual`: two components, two tokens. */
export default {
  framework: '@storybook/react-vite',
  stories: ['../src/*.stories.jsx'],
  core: { disableTelemetry: true },
};
