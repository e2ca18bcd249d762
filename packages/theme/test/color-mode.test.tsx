import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themeBootstrapScript } from '../src/color-mode/bootstrap.js';
import { ColorModeToggle } from '../src/color-mode/ColorModeToggle.js';
import { announcementBar, themeConfig } from '../src/fixtures/index.js';
import { colorModeStorageKey } from '../src/storage-keys.js';
import { mockColorScheme, renderWithTheme } from './render.js';

const respectSystem = { colorMode: { defaultMode: 'light' as const, respectPrefersColorScheme: true } };
const html = document.documentElement;

describe('ColorModeToggle', () => {
  it('starts light, switches to dark on click and stores the choice', async () => {
    renderWithTheme(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode (currently light mode)' });
    await userEvent.click(toggle);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('mdd:color-mode')).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch to light mode (currently dark mode)');
    await userEvent.click(toggle);
    expect(html).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('light');
  });

  it('uses the stored choice on the next visit', () => {
    localStorage.setItem('mdd:color-mode', 'dark');
    renderWithTheme(<ColorModeToggle />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Switch to light mode (currently dark mode)');
  });

  it('ignores the system setting unless respectPrefersColorScheme is on', () => {
    mockColorScheme(true);
    renderWithTheme(<ColorModeToggle />);
    expect(screen.getByRole('button')).toHaveAccessibleName(/currently light mode/);
  });

  it('follows the system, and its live changes, until the reader chooses', async () => {
    const system = mockColorScheme(true);
    renderWithTheme(<ColorModeToggle />, { config: respectSystem });
    const toggle = screen.getByRole('button');
    expect(toggle).toHaveAccessibleName(/currently dark mode/);
    act(() => system.set(false));
    expect(toggle).toHaveAccessibleName(/currently light mode/);
    expect(html).toHaveAttribute('data-theme', 'light');
    act(() => system.set(true));
    expect(html).toHaveAttribute('data-theme', 'dark');

    await userEvent.click(toggle);
    expect(localStorage.getItem('mdd:color-mode')).toBe('light');
    act(() => system.set(true));
    expect(toggle).toHaveAccessibleName(/currently light mode/);
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('falls back to the default when localStorage throws, and still switches', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    renderWithTheme(<ColorModeToggle />);
    const toggle = screen.getByRole('button');
    expect(toggle).toHaveAccessibleName(/currently light mode/);
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(/currently dark mode/);
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('renders nothing when the switch is disabled', () => {
    const { container } = renderWithTheme(<ColorModeToggle />, {
      config: { colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: true } },
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('themeBootstrapScript', () => {
  const run = (config: Parameters<typeof themeBootstrapScript>[0]) =>
    new Function(themeBootstrapScript(config))();

  it('sets the default mode, or the stored choice', () => {
    run(themeConfig);
    expect(html).toHaveAttribute('data-theme', 'light');
    localStorage.setItem('mdd:color-mode', 'dark');
    run(themeConfig);
    expect(html).toHaveAttribute('data-theme', 'dark');
  });

  it('uses the system mode when configured and nothing is stored', () => {
    mockColorScheme(true);
    run({ ...themeConfig, ...respectSystem });
    expect(html).toHaveAttribute('data-theme', 'dark');
    run(themeConfig);
    expect(html).toHaveAttribute('data-theme', 'light');
  });

  it('falls back to the default when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    run({
      ...themeConfig,
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false },
      announcementBar,
    });
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).not.toHaveAttribute('data-announcement-dismissed');
  });

  it('marks the announcement bar dismissed only for the dismissed id', () => {
    localStorage.setItem('mdd:announcement-dismissed', announcementBar.id);
    run({ ...themeConfig, announcementBar });
    expect(html).toHaveAttribute('data-announcement-dismissed', announcementBar.id);
    html.removeAttribute('data-announcement-dismissed');
    run({ ...themeConfig, announcementBar: { ...announcementBar, id: 'next-announcement' } });
    expect(html).not.toHaveAttribute('data-announcement-dismissed');
  });

  it('switches the mode on a click of the toggle until the app is ready, and remembers it', () => {
    document.body.innerHTML =
      '<button type="button" class="mdd-color-mode-toggle"><svg><path d="M0 0"/></svg></button><p>Text</p>';
    const icon = document.querySelector('.mdd-color-mode-toggle path') as Element;
    // The scripts run by the tests above stop listening once the app is ready.
    html.setAttribute('data-ready', '');
    fireEvent.click(icon);
    html.removeAttribute('data-ready');
    run(themeConfig);
    expect(html).toHaveAttribute('data-theme', 'light');
    fireEvent.click(icon);
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('mdd:color-mode')).toBe('dark');
    fireEvent.click(document.querySelector('p') as Element);
    expect(html).toHaveAttribute('data-theme', 'dark');
    fireEvent.click(icon);
    expect(html).toHaveAttribute('data-theme', 'light');
    html.setAttribute('data-ready', '');
    fireEvent.click(icon);
    expect(html).toHaveAttribute('data-theme', 'light');
    html.removeAttribute('data-ready');
    fireEvent.click(icon);
    expect(html).toHaveAttribute('data-theme', 'light');
    document.body.innerHTML = '';
  });

  it('cannot close the script element it is inlined in', () => {
    const script = themeBootstrapScript({
      ...themeConfig,
      announcementBar: { ...announcementBar, id: '</script><b>' },
    });
    expect(script).not.toContain('</script>');
  });
});
