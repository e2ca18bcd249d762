import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/docs/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
