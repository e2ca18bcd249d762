import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announcementBar } from '../src/fixtures/index.js';
import { AnnouncementBar } from '../src/layout/AnnouncementBar.js';
import { renderWithTheme } from './render.js';

describe('AnnouncementBar', () => {
  it('shows the announcement content with its link', () => {
    renderWithTheme(<AnnouncementBar />, { config: { announcementBar } });
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('The Google Sheets add-on now refreshes quotes automatically.');
    expect(screen.getByRole('link', { name: 'Read how it works' })).toHaveAttribute(
      'href',
      '/docs-staging/sheets/automatic-refresh',
    );
  });

  it('remembers a dismissal per bar id', async () => {
    const { rerenderWith, unmount } = renderWithTheme(<AnnouncementBar />, { config: { announcementBar } });
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(localStorage.getItem('mdd:announcement-dismissed')).toBe(announcementBar.id);

    rerenderWith(<AnnouncementBar />, { config: { announcementBar: { ...announcementBar } } });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    unmount();

    renderWithTheme(<AnnouncementBar />, { config: { announcementBar } });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();

    renderWithTheme(<AnnouncementBar />, {
      config: { announcementBar: { ...announcementBar, id: 'new-id' } },
    });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('hands focus on to what follows the bar when it closes, not to the page', async () => {
    renderWithTheme(
      <>
        <AnnouncementBar />
        <a href="/docs-staging/">Market Data</a>
      </>,
      { config: { announcementBar } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Market Data' }));
  });

  it('leaves focus where the reader put it when a close clicked before hydration is replayed', async () => {
    renderWithTheme(
      <>
        <AnnouncementBar />
        <a href="/docs-staging/">Market Data</a>
        <input aria-label="Search docs" />
      </>,
      { config: { announcementBar } },
    );
    const field = screen.getByRole('textbox', { name: 'Search docs' });
    await userEvent.click(field);
    await userEvent.keyboard('cand');
    // The boot loader clicks the button again once the app is ready: no focus moves with that click.
    act(() => screen.getByRole('button', { name: 'Close announcement' }).click());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.keyboard('les');
    expect(field).toHaveValue('candles');
  });

  it('has no close button when not dismissible', () => {
    renderWithTheme(<AnnouncementBar />, {
      config: { announcementBar: { ...announcementBar, dismissible: false } },
    });
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without an announcement', () => {
    const { container } = renderWithTheme(<AnnouncementBar />);
    expect(container).toBeEmptyDOMElement();
  });
});
