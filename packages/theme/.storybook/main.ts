import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  staticDirs: [{ from: '../../content/static/img', to: '/docs-staging/img' }],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables from the TypeScript types, imported ones included, with their JSDoc.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules\/@types\/react/.test(prop.parent.fileName),
    },
  },
};

export default config;
