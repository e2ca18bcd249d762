import path from 'node:path';
import { loadSite } from '@market-data-docs/core';
import { describe, expect, it } from 'vitest';

const site = await loadSite({ root: path.join(import.meta.dirname, '..') });

describe('site configuration', () => {
  it('loads site.config.ts with the fixed values', () => {
    const { config } = site;
    expect(config.title).toBe('Market Data Docs (dev)');
    expect(config.tagline).toBe('The Complete Reference For All Market Data Products & Services');
    expect(config.basePath).toBe('/docs-staging/');
    expect(config.homeLink).toBe('/');
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'] });
    expect(config.docs.versionLabel).toBe('Next');
    expect(config.colorMode.defaultMode).toBe('light');
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.codeLanguages).toEqual(['json', 'http', 'php', 'bash', 'excel-formula']);
    expect(config.navbar?.items?.map((item) => ('label' in item ? item.label : item.html))).toEqual([
      'API',
      'SDKs',
      'Sheets Add-On',
      'Accounts & Billing',
      'GitHub',
    ]);
    expect(config.footer.copyright).toContain('2025');
    expect(config.footer.links.map((l) => ('label' in l ? l.label : l.html))).toEqual([
      'See our Reviews On TrustPilot',
      'Privacy Policy',
      'Terms & Conditions',
      'System Status',
    ]);
  });
});

describe('search synonyms', () => {
  it('gives the local index and the Algolia upload the synonyms of the site config', () => {
    expect(site.config.search.synonyms['price history']).toEqual(['candles']);
    expect(site.config.search.synonyms.indices).toEqual(['index']);
  });
});

describe('the site around its configuration', () => {
  it('has its home page as its one page of its own, and builds the content package', () => {
    expect(site.pages.map((page) => page.route)).toEqual(['/']);
    expect(site.contentDir).toMatch(/packages[/\\]content$/);
    expect(site.outDir).toBe(path.join(import.meta.dirname, '../build'));
  });
});
