import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  staticDirs: [{ from: '../../content/static/img', to: '/docs-staging/img' }],
  core: { disableTelemetry: true },
  // The preview bundles Storybook's runtime (about 1.1 MB) and axe for the accessibility panel
  // (about 0.7 MB); none of it reaches the site's readers, so Vite's 500 kB chunk warning is noise.
  viteFinal: (config) => ({ ...config, build: { ...config.build, chunkSizeWarningLimit: 1500 } }),
  typescript: {
    // Props tables from the TypeScript types, imported ones included, with their JSDoc.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The components' files only: the Storybook's own (.storybook/, outside the TypeScript project
      // docgen reads) had a "Skipping docgen" warning each.
      include: ['src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules\/@types\/react/.test(prop.parent.fileName),
    },
  },
};

export default config;
