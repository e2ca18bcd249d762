import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
} from 'react';
import { useTabsChoice } from '../hooks/use-tabs-choice.js';

export interface TabItemProps {
  /** Identifies the tab within its `Tabs` and its group. */
  value: string;
  /** Text of the tab; defaults to `value`. */
  label?: string;
  /** Selected when the reader has not chosen another tab. */
  default?: boolean;
  /** Class of the tab's content, as in Docusaurus. */
  className?: string;
  /** Docusaurus's attributes of the tab itself: its `className` goes on the tab. */
  attributes?: { className?: string };
  children?: ReactNode;
}

/** The content of one tab; `Tabs` renders its label and shows it when selected. */
export function TabItem({ className, children }: TabItemProps) {
  return <div className={className ? `mdd-tab-item ${className}` : 'mdd-tab-item'}>{children}</div>;
}

/** One tab as Docusaurus's `values` prop names it. */
export interface TabValue {
  value: string;
  /** Text of the tab; defaults to `value`. */
  label?: string;
  /** Selected when the reader has not chosen another tab. */
  default?: boolean;
  attributes?: { className?: string };
}

export interface TabsProps {
  /** Tabs with the same group id switch together on the page and remember the choice. */
  groupId?: string;
  /** Value of the tab selected first; otherwise the `default` item, else the first. */
  defaultValue?: string;
  /**
   * Keeps the chosen tab in the page's URL, so a link can select it: `true` uses `groupId` as the
   * query parameter (`?lang=python`), a string names the parameter (`queryString="os"`: `?os=linux`).
   */
  queryString?: boolean | string;
  /**
   * The tabs in order, with their labels (Docusaurus's older form: `values={[{ label: 'macOS', value:
   * 'mac' }]}`); each shows the `TabItem` of its `value`. Without it, the items name their tabs.
   */
  values?: TabValue[];
  /** `TabItem` elements. */
  children?: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const mirrored: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * WAI-ARIA tabs: roving tabindex, Left/Right (mirrored on a right-to-left page)/Home/End, optional
 * group sync and URL query parameter. Without a group, the tab chosen is kept in the page's history
 * entry: back, forward and a reload show it again, a new visit of the page starts from the default.
 * The HTML names the group (`data-group`), the query parameter (`data-query`) and each tab's value
 * (`data-value`), so that core's boot loader can select the tab of the URL, the remembered one or
 * the one the history entry kept before the first paint; hydration then finds the same tab selected.
 */
export function Tabs({ groupId, defaultValue, queryString, values: tabValues, children }: TabsProps) {
  const elements = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement<TabItemProps>(child) && typeof child.props.value === 'string',
  );
  const items = tabValues
    ? tabValues.flatMap((tab) => {
        const element = elements.find((item) => item.props.value === tab.value);
        return element ? [{ ...tab, element }] : [];
      })
    : elements.map((element) => ({ ...element.props, element }));
  const values = items.map((item) => item.value);
  const initial = defaultValue ?? items.find((item) => item.default)?.value;
  const queryKey = queryString === true ? groupId : queryString || undefined;
  const root = useRef<HTMLDivElement>(null);
  const [selected, select] = useTabsChoice(groupId, values, initial, queryKey, root);
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On a right-to-left page the next tab is on the left: the arrows follow the reading direction.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const key = rtl ? (mirrored[event.key] ?? event.key) : event.key;
    const move = keyMoves[key];
    if (!move) return;
    event.preventDefault();
    const next = move(values.indexOf(selected as string), values.length);
    select(values[next] as string);
    tabs.current[next]?.focus();
  };

  return (
    <div ref={root} className="mdd-tabs" data-group={groupId} data-query={queryKey}>
      <div role="tablist" aria-orientation="horizontal" className="mdd-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              className={
                item.attributes?.className ? `mdd-tabs__tab ${item.attributes.className}` : 'mdd-tabs__tab'
              }
              data-value={item.value}
              // The boot loader may have selected another tab before hydration.
              suppressHydrationWarning
              onClick={() => select(item.value)}
            >
              {item.label ?? item.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.value !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel follows its tab in the tab order
          tabIndex={0}
          className="mdd-tabs__panel"
          suppressHydrationWarning
        >
          {item.element}
        </div>
      ))}
    </div>
  );
}
