import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  staticDirs: [{ from: '../../content/static/img', to: '/docs-staging/img' }],
  core: { disableTelemetry: true },
};

export default config;
