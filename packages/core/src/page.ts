export type { CustomPageModule, PageProps } from './router/views.js';
