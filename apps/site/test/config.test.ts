import { describe, expect, it } from 'vitest';
import siteConfig from '../site.config.js';
import { resolveSiteConfig, SiteConfigError } from '../src/config/schema.js';

describe('site configuration', () => {
  it('accepts the site config with the fixed values', () => {
    const config = resolveSiteConfig(siteConfig);
    expect(config.title).toBe('Market Data Docs (dev)');
    expect(config.tagline).toBe('The Complete Reference For All Market Data Products & Services');
    expect(config.basePath).toBe('/docs-staging/');
    expect(config.homeLink).toBe('/');
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'] });
    expect(config.docs.versionLabel).toBe('Next');
    expect(config.colorMode.defaultMode).toBe('light');
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.codeLanguages).toEqual(['json', 'http', 'php', 'bash', 'excel-formula']);
    expect(config.navbar.items.map((item) => item.label)).toEqual([
      'API',
      'SDKs',
      'Sheets Add-On',
      'Accounts & Billing',
      'GitHub',
    ]);
    expect(config.footer.copyright).toContain('2025');
    expect(config.footer.links.map((l) => l.label)).toEqual([
      'See our Reviews On TrustPilot',
      'Privacy Policy',
      'Terms & Conditions',
      'System Status',
    ]);
  });

  it('names every bad key with what was expected and what was found', () => {
    const broken = {
      ...siteConfig,
      basePath: 'docs-staging',
      navbar: { items: [{ label: 'API', to: 'api' }] },
      colorMode: { defaultMode: 'sepia' },
      extra: true,
    };
    let message = '';
    try {
      resolveSiteConfig(broken);
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid site configuration (site.config.ts):');
    expect(message).toContain(
      'basePath: expected a path that starts and ends with "/", found "docs-staging"',
    );
    expect(message).toMatch(/navbar\.items\.0.*found/);
    expect(message).toContain('colorMode.defaultMode');
    expect(message).toContain('"sepia"');
    expect(message).toContain('(root): unknown key "extra"');
  });

  it('takes one-way search synonyms (none by default) and names a bad one', () => {
    expect(resolveSiteConfig(siteConfig).search.synonyms['price history']).toEqual(['candles']);
    const { synonyms: _synonyms, ...search } = siteConfig.search;
    expect(resolveSiteConfig({ ...siteConfig, search }).search.synonyms).toEqual({});
    expect(() =>
      resolveSiteConfig({ ...siteConfig, search: { ...siteConfig.search, synonyms: { ohlc: 'candles' } } }),
    ).toThrow(/search\.synonyms\.ohlc: expected a list/);
  });

  it('reports a missing required key', () => {
    const { title: _title, ...rest } = siteConfig;
    expect(() => resolveSiteConfig(rest)).toThrow(/title: .*found nothing/);
  });
});
