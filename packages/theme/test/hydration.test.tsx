import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from '../src/doc/Page.js';
import { announcementBar, candlesPage } from '../src/fixtures/index.js';
import { Layout } from '../src/layout/Layout.js';
import { hydrateOver, mockColorScheme, withTheme } from './render.js';

const app = () =>
  withTheme(
    <Layout title={candlesPage.title} sidebar={candlesPage.sidebar} sidebarFile="_sidebars/api.json">
      <Page page={candlesPage} />
    </Layout>,
    { config: { announcementBar, colorMode: { defaultMode: 'light', respectPrefersColorScheme: true } } },
  );

describe('server rendering and hydration', () => {
  it('hydrates a doc page without mismatch, then applies the reader’s stored choices', async () => {
    const html = renderToString(app());
    expect(html).toContain('Request size limits');
    expect(html).toContain('Close announcement');

    localStorage.setItem('mdd:color-mode', 'dark');
    localStorage.setItem('mdd:tabs:request-example', 'go');
    localStorage.setItem('mdd:announcement-dismissed', announcementBar.id);
    localStorage.setItem('mdd:docs-version', 'Next');
    mockColorScheme(true);
    const { errors, onRecoverableError, remove } = await hydrateOver(html, app());

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Go SDK' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /Switch to light mode/ })).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('dateTime', '2026-11-21T02:59:33.000Z');
    remove();
  });
});
