import { describe, expect, it } from 'vitest';
import { scriptOrigins } from '../src/docusaurus/html-tags.js';

describe('the script origins of a Docusaurus site’s head tags', () => {
  it('are those of external scripts and those an inline snippet names, since it loads from there', () => {
    const loader = `(function(w,d){var s=d.createElement('script');s.async=true;s.src='https://tags.example.net/loader.js?id='+w.siteId;d.head.appendChild(s);})(window,document);`;
    expect(
      scriptOrigins([
        { tagName: 'script', attributes: { src: 'https://cdn.example.org/lib.js', async: true } },
        { tagName: 'script', attributes: { src: '/local.js' } },
        { tagName: 'script', innerHTML: loader },
        { tagName: 'script', innerHTML: 'window.answer = 42;' },
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
      ]),
    ).toEqual(['https://cdn.example.org', 'https://tags.example.net']);
  });
});
