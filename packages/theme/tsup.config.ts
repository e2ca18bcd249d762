import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      layout: 'src/layout/index.ts',
      home: 'src/layout/home.ts',
      doc: 'src/doc/index.ts',
      mdx: 'src/mdx/index.ts',
      errors: 'src/errors/index.ts',
      'color-mode': 'src/color-mode/index.ts',
      navigation: 'src/navigation.tsx',
      config: 'src/provider/index.ts',
      search: 'src/search/index.ts',
      mermaid: 'src/mermaid.ts',
      contrast: 'src/contrast.ts',
    },
    format: ['esm'],
    dts: {
      // Inline the pipeline's and search's types so consumers of the theme need nothing else.
      resolve: [/^@market-data-docs\//],
      compilerOptions: {
        paths: {
          '@market-data-docs/mdx-pipeline/types': ['../mdx-pipeline/dist/types.d.ts'],
          '@market-data-docs/search': ['../search/dist/index.d.ts'],
        },
      },
    },
    clean: ['!styles.css'],
    splitting: true,
    target: 'es2022',
    external: ['react', 'react-dom'],
  },
  {
    entry: { styles: 'src/styles/index.css' },
    minify: true,
  },
]);
