import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabItem, Tabs } from '../src/mdx/Tabs.js';
import { hydrateOver } from './render.js';

const historyLength = window.history.length;

function Languages({ groupId, label }: { groupId?: string; label: string }) {
  return (
    <section aria-label={label}>
      <Tabs groupId={groupId}>
        <TabItem value="http" label="HTTP">
          GET request
        </TabItem>
        <TabItem value="curl" label="cURL" default>
          curl command
        </TabItem>
        <TabItem value="php" label="PHP">
          PHP SDK
        </TabItem>
      </Tabs>
    </section>
  );
}

function Os({ queryString = 'os', groupId }: { queryString?: boolean | string; groupId?: string }) {
  return (
    <Tabs queryString={queryString} groupId={groupId}>
      <TabItem value="mac" label="macOS">
        brew install
      </TabItem>
      <TabItem value="linux" label="Linux">
        apt install
      </TabItem>
    </Tabs>
  );
}

const tab = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('tab', { name });

// A tab chosen in one test is kept in the history entry: the next test starts from a clean entry.
afterEach(() => window.history.replaceState(null, ''));

describe('Tabs', () => {
  it('selects the default item and shows only its panel', () => {
    render(<Languages label="one" />);
    expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');
    expect(tab('HTTP')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('curl command');
    expect(panel).toHaveAttribute('aria-labelledby', tab('cURL').id);
    expect(tab('cURL')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('GET request').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('honours defaultValue over the default item', () => {
    render(
      <Tabs defaultValue="b">
        <TabItem value="a">A</TabItem>
        <TabItem value="b" label="Bee">
          B
        </TabItem>
      </Tabs>,
    );
    expect(tab('Bee')).toHaveAttribute('aria-selected', 'true');
    expect(tab('a')).toHaveAttribute('aria-selected', 'false');
  });

  it('takes its tabs, labels and default from values, as Docusaurus does', () => {
    render(
      <Tabs
        values={[
          { label: 'Linux', value: 'linux' },
          { label: 'macOS', value: 'mac', default: true },
        ]}
      >
        <TabItem value="mac">brew install</TabItem>
        <TabItem value="linux">apt install</TabItem>
      </Tabs>,
    );
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Linux', 'macOS']);
    expect(tab('macOS')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('brew install');
  });

  it("puts a TabItem's className on its content and its attributes' className on its tab", () => {
    render(
      <Tabs>
        <TabItem value="a" label="A" className="red-content" attributes={{ className: 'red-tab' }}>
          A
        </TabItem>
      </Tabs>,
    );
    expect(tab('A')).toHaveClass('mdd-tabs__tab', 'red-tab');
    expect(screen.getByText('A', { selector: '.mdd-tab-item' })).toHaveClass('red-content');
  });

  it('has one tab stop and moves with Left, Right, Home and End', async () => {
    render(<Languages label="one" />);
    expect(tab('cURL')).toHaveAttribute('tabindex', '0');
    expect(tab('HTTP')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(tab('cURL')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('PHP')).toHaveFocus();
    expect(tab('PHP')).toHaveAttribute('aria-selected', 'true');
    expect(tab('PHP')).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('HTTP')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('PHP')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('HTTP')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('PHP')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('PHP SDK');
  });

  it('moves the way the page reads on a right-to-left page: Left to the next tab', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Languages label="one" />);
      await userEvent.tab();
      expect(tab('cURL')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(tab('PHP')).toHaveFocus();
      expect(tab('PHP')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('HTTP')).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('keeps tabs of one group in sync and remembers the choice', async () => {
    render(
      <>
        <Languages groupId="language" label="first" />
        <Languages groupId="language" label="second" />
        <Languages label="ungrouped" />
      </>,
    );
    const [first, second, ungrouped] = screen.getAllByRole('region') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(tab('PHP', first));
    expect(tab('PHP', second)).toHaveAttribute('aria-selected', 'true');
    expect(tab('cURL', ungrouped)).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('mdd:tabs:language')).toBe('php');
  });

  it('restores the remembered choice of a group, ignoring values it does not have', () => {
    localStorage.setItem('mdd:tabs:language', 'http');
    localStorage.setItem('mdd:tabs:os', 'windows');
    render(
      <>
        <Languages groupId="language" label="languages" />
        <Tabs groupId="os">
          <TabItem value="mac">Mac</TabItem>
          <TabItem value="linux">Linux</TabItem>
        </Tabs>
      </>,
    );
    expect(tab('HTTP')).toHaveAttribute('aria-selected', 'true');
    expect(tab('mac')).toHaveAttribute('aria-selected', 'true');
  });

  it('hydrates without a warning over the remembered tab the boot loader selected before the first paint', async () => {
    localStorage.setItem('mdd:tabs:language', 'php');
    const html = renderToString(<Languages groupId="language" label="languages" />);
    expect(html).toContain('data-group="language"');
    expect(html).toMatch(/data-value="php"/);
    const { errors, onRecoverableError, remove } = await hydrateOver(
      html,
      <Languages groupId="language" label="languages" />,
      (container) => {
        // What the boot loader does with the stored choice.
        const tabs = [...container.querySelectorAll('[role="tab"]')];
        const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
        tabs.forEach((tab, index) => {
          tab.setAttribute('aria-selected', String(index === 2));
          tab.setAttribute('tabindex', index === 2 ? '0' : '-1');
          (panels[index] as HTMLElement).hidden = index !== 2;
        });
      },
    );
    try {
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(tab('PHP')).toHaveAttribute('aria-selected', 'true');
      expect(tab('cURL')).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('PHP SDK');
    } finally {
      remove();
    }
  });

  describe('without a group', () => {
    it('keeps the tab chosen in each block in the history entry, by its place, and keeps the rest of the state', async () => {
      window.history.replaceState({ mddKey: 'entry' }, '', '/');
      render(
        <>
          <Languages label="first" />
          <Languages label="second" />
        </>,
      );
      const [, second] = screen.getAllByRole('region') as [HTMLElement, HTMLElement];
      await userEvent.click(tab('PHP', second));
      expect(window.history.state).toEqual({ mddKey: 'entry', mddTabs: { 1: 'php' } });
      expect(localStorage.length).toBe(0);
    });

    it("shows the entry's tab again when the page renders anew (back, forward, a reload), ignoring values it does not have", () => {
      window.history.replaceState({ mddTabs: { 0: 'http', 1: 'windows' } }, '', '/');
      render(
        <>
          <Languages label="first" />
          <Languages label="second" />
        </>,
      );
      const [first, second] = screen.getAllByRole('region') as [HTMLElement, HTMLElement];
      expect(tab('HTTP', first)).toHaveAttribute('aria-selected', 'true');
      expect(tab('cURL', second)).toHaveAttribute('aria-selected', 'true');
    });

    it('carries the chosen tab into the entry a jump to a heading makes', async () => {
      render(<Languages label="languages" />);
      await userEvent.click(tab('PHP'));
      // The new entry of a plain `#setup` link, without the state of the last (replaced here: the
      // tests share one history).
      window.history.replaceState(null, '', '/#setup');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      expect(window.history.state).toEqual({ mddTabs: { 0: 'php' } });
    });

    it('selects as before where the history state cannot be written', async () => {
      const replace = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      try {
        render(<Languages label="languages" />);
        await userEvent.click(tab('PHP'));
        expect(tab('PHP')).toHaveAttribute('aria-selected', 'true');
      } finally {
        replace.mockRestore();
      }
    });
  });

  describe('with queryString', () => {
    const at = (search: string) =>
      window.history.replaceState({ kept: 1 }, '', `/docs-staging/guide${search}#setup`);

    it('selects the tab a link names and writes the chosen tab into the URL, keeping the rest', async () => {
      at('?ref=mail&os=linux');
      render(<Os />);
      expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(tab('macOS'));
      expect(tab('macOS')).toHaveAttribute('aria-selected', 'true');
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/docs-staging/guide?ref=mail&os=mac#setup',
      );
      expect(window.history.state).toEqual({ kept: 1, mddTabs: { 0: 'mac' } });
      expect(window.history.length).toBe(historyLength);
    });

    it('uses the groupId as the parameter for queryString={true}, and the URL wins over the stored choice', async () => {
      localStorage.setItem('mdd:tabs:platform', 'mac');
      at('?platform=linux');
      render(<Os queryString groupId="platform" />);
      expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Tab}{ArrowLeft}');
      expect(window.location.search).toBe('?platform=mac');
      expect(localStorage.getItem('mdd:tabs:platform')).toBe('mac');
    });

    it('ignores a value it does not have and follows back and forward', () => {
      at('?os=windows');
      render(<Os />);
      expect(tab('macOS')).toHaveAttribute('aria-selected', 'true');
      act(() => {
        window.history.pushState(null, '', '/docs-staging/guide?os=linux');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
    });

    it('renders the default tab on the server and hydrates without a mismatch before applying the URL', async () => {
      at('?os=linux');
      const html = renderToString(<Os />);
      expect(html).toMatch(/aria-selected="true"[^>]*>macOS</);
      const { errors, onRecoverableError, remove } = await hydrateOver(html, <Os />);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
      remove();
    });
  });
});
