import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocFooter } from '../src/doc/DocFooter.js';
import { DocPaginator } from '../src/doc/DocPaginator.js';
import { DocToc } from '../src/doc/DocToc.js';
import { formatDate } from '../src/doc/format-date.js';
import { NotFoundPage } from '../src/errors/NotFoundPage.js';
import { formatLabel } from '../src/labels.js';
import { Heading } from '../src/mdx/Heading.js';
import { renderWithTheme } from './render.js';

const french = {
  onThisPage: 'Sur cette page',
  paginator: 'Pagination des documents',
  previous: 'Précédent',
  next: 'Suivant',
  editThisPage: 'Éditer cette page',
  lastUpdated: 'Dernière mise à jour{atDate}{byUser}',
  lastUpdatedAtDate: ' le {date}',
  lastUpdatedByUser: ' par {user}',
  notFoundTitle: 'Page introuvable',
};
const toc = [{ id: 'layers', text: 'Layers', depth: 2 }];
const links = {
  prev: { title: 'Install', route: '/docs/install' },
  next: { title: 'Maps', route: '/docs/maps' },
};
const page = {
  tags: [],
  editUrl: 'https://example.com/edit',
  lastUpdated: 1_772_668_800,
  lastUpdatedBy: 'Ada',
};

describe('the theme’s labels', () => {
  it('are English without labels of the site’s', () => {
    renderWithTheme(
      <>
        <DocToc toc={toc} />
        <DocPaginator {...links} />
        <DocFooter page={page} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Docs pages' })).toHaveTextContent(
      'Previous « InstallNext Maps »',
    );
    expect(screen.getByRole('link', { name: /Edit this page/ })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated on Mar 5, 2026 by Ada');
  });

  it('are the site’s where it gives them, English for the others, dates in the site’s locale', () => {
    renderWithTheme(
      <>
        <DocToc toc={toc} />
        <DocPaginator {...links} />
        <DocFooter page={{ ...page, tags: [{ label: 'maps', route: '/docs/tags/maps' }] }} />
        <NotFoundPage />
      </>,
      { config: { labels: french, locale: 'fr' } },
    );
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination des documents' })).toHaveTextContent(
      'Précédent « InstallSuivant Maps »',
    );
    expect(screen.getByRole('link', { name: /Éditer cette page/ })).toBeInTheDocument();
    expect(screen.getByText(/^Dernière mise à jour/)).toHaveTextContent(
      'Dernière mise à jour le 5 mars 2026 par Ada',
    );
    expect(screen.getByText('Tags:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
  });

  it('name a heading’s # link with the heading’s text', () => {
    renderWithTheme(
      <Heading as="h2" id="layers">
        Layers
      </Heading>,
      { config: { labels: { headingLink: 'Lien direct vers {heading}' } } },
    );
    expect(screen.getByRole('link', { name: 'Lien direct vers Layers' })).toHaveAttribute('href', '#layers');
  });

  it('leave out the date or the author the page does not have', () => {
    renderWithTheme(<DocFooter page={{ ...page, lastUpdated: undefined }} />, {
      config: { labels: french, locale: 'fr' },
    });
    expect(screen.getByText(/^Dernière mise à jour/)).toHaveTextContent(/^Dernière mise à jour par Ada$/);
  });

  it('fill `{name}` with what it names, keeping a name they are not given', () => {
    expect(formatLabel('Toggle category {label}', { label: 'Guides' })).toBe('Toggle category Guides');
    expect(formatLabel('{count} items', {})).toBe('{count} items');
    expect(formatDate(1_772_668_800)).toBe('Mar 5, 2026');
  });
});
