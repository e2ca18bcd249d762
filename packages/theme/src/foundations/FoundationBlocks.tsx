import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { type ContrastPair, contrastPairs, uncheckedColors } from '../styles/contrast-pairs.js';
import { contrastRatio, type Mode } from '../styles/palette.js';
import { family, palette, type TokenGroup, tokensOf } from './tokens.js';

/*
 * The blocks of the Foundations pages (Storybook only). Everything they show is read from
 * tokens.css when the page renders: a token added there appears here without an edit.
 */

const modes: Mode[] = ['light', 'dark'];
const cell: CSSProperties = {
  padding: '0.4rem 0.6rem',
  borderBottom: '1px solid #dadde1',
  verticalAlign: 'middle',
};
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8125rem' };
const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '0 0 2rem' };

function Table({ head, children, label }: { head: string[]; children: ReactNode; label: string }) {
  return (
    <table style={tableStyle} aria-label={label}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const Name = ({ name }: { name: string }) => <code style={mono}>{name}</code>;

/** The value as written and, where it refers to another token, what it comes to. */
function Value({ name, mode }: { name: string; mode: Mode }) {
  const token = palette.tokens.find((t) => t.name === name);
  const written = token?.[mode] ?? '';
  const resolved = palette.resolve(name, mode);
  return (
    <span style={mono}>
      {written}
      {written !== resolved ? ` = ${resolved}` : ''}
    </span>
  );
}

function Swatch({ color, base }: { color: string; base: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '2.5rem',
        height: '1.5rem',
        marginRight: '0.5rem',
        verticalAlign: 'middle',
        border: '1px solid #8d949e',
        borderRadius: '0.25rem',
        background: `linear-gradient(${color}, ${color}), ${base}`,
      }}
    />
  );
}

/** Every colour token with its light and dark value, grouped by the first part of its name. */
export function ColourTokens() {
  const colours = tokensOf('colour');
  const families = [...new Set(colours.map((token) => family(token.name)))];
  return (
    <>
      {families.map((name) => (
        <section key={name}>
          <h3>{name}</h3>
          <Table head={['Token', 'Light', 'Dark']} label={`Colour tokens: ${name}`}>
            {colours
              .filter((token) => family(token.name) === name)
              .map((token) => (
                <tr key={token.name}>
                  <td style={cell}>
                    <Name name={token.name} />
                  </td>
                  {modes.map((mode) => (
                    <td key={mode} style={cell}>
                      <Swatch
                        color={palette.resolve(token.name, mode)}
                        base={palette.resolve('--mdd-color-bg', mode)}
                      />
                      <Value name={token.name} mode={mode} />
                    </td>
                  ))}
                </tr>
              ))}
          </Table>
        </section>
      ))}
    </>
  );
}

/** The top colour of a `token/token` background spec over the page in a mode, for a sample. */
function layered(spec: string, mode: Mode): string {
  const layers = spec.split('/').map((token) => palette.resolve(token, mode));
  return [
    ...layers.map((color) => `linear-gradient(${color}, ${color})`),
    palette.resolve('--mdd-color-bg', mode),
  ].join(', ');
}

function Sample({ pair, mode }: { pair: ContrastPair; mode: Mode }) {
  const color = palette.resolve(pair.fg, mode);
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '3rem',
        height: '1.75rem',
        marginRight: '0.5rem',
        verticalAlign: 'middle',
        borderRadius: '0.25rem',
        background: layered(pair.bg, mode),
        color,
        fontWeight: 600,
      }}
    >
      {pair.min === 3 ? (
        <span style={{ width: '0.9rem', height: '0.9rem', borderRadius: '50%', background: color }} />
      ) : (
        'Aa'
      )}
    </span>
  );
}

function Ratio({ pair, mode }: { pair: ContrastPair; mode: Mode }) {
  const ratio = contrastRatio(palette, pair.fg, pair.bg, mode);
  const passes = ratio >= pair.min;
  return (
    <>
      <Sample pair={pair} mode={mode} />
      <span style={{ ...mono, fontWeight: 600 }}>{ratio.toFixed(2)}:1</span>{' '}
      <span style={{ color: passes ? '#0d6b2f' : '#b3261e', fontWeight: 700 }}>
        {passes ? '✓ AA' : '✗ below AA'}
      </span>
    </>
  );
}

/** Each text/background pair the theme uses, its contrast in both modes and whether it meets AA. */
export function ContrastTable() {
  return (
    <Table
      head={['Foreground', 'Background', 'Where', 'Needs', 'Light', 'Dark']}
      label="Contrast of the pairs the theme uses"
    >
      {contrastPairs(palette).map((pair) => (
        <tr key={`${pair.fg} ${pair.bg}`}>
          <td style={cell}>
            <Name name={pair.fg} />
          </td>
          <td style={cell}>
            <Name name={pair.bg.split('/').join(' over ')} />
          </td>
          <td style={cell}>{pair.where}</td>
          <td style={cell}>{pair.min === 3 ? '3:1 (icon, focus ring)' : '4.5:1 (text)'}</td>
          {modes.map((mode) => (
            <td key={mode} style={{ ...cell, whiteSpace: 'nowrap' }}>
              <Ratio pair={pair} mode={mode} />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** The colour tokens in no pair, and why. */
export function ContrastExceptions() {
  return (
    <Table head={['Token', 'Why it is in no pair']} label="Colour tokens in no contrast pair">
      {Object.entries(uncheckedColors).map(([name, why]) => (
        <tr key={name}>
          <td style={cell}>
            <Name name={name} />
          </td>
          <td style={cell}>{why}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The type tokens, then every text style of the theme with its size, line height and weight as rendered. */
export function TypeScale() {
  const samples: Array<[string, ReactNode]> = [
    [
      'Page title (h1)',
      <h1 key="h1" className="mdd-doc__title">
        Candles
      </h1>,
    ],
    ['Section heading (h2)', <h2 key="h2">Request parameters</h2>],
    ['Subsection heading (h3)', <h3 key="h3">Optional parameters</h3>],
    ['Heading (h4)', <h4 key="h4">Date format</h4>],
    ['Body text', <p key="p">Returns historical price bars for a single stock.</p>],
    [
      'Inline code',
      <p key="code">
        <code>dateformat=timestamp</code>
      </p>,
    ],
  ];
  return (
    <>
      <TokenTable group="typography" render={(name) => <TypeTokenSample name={name} />} />
      <h3>Text styles</h3>
      <Table head={['Style', 'Sample', 'Rendered']} label="Text styles">
        {samples.map(([label, sample]) => (
          <MeasuredRow key={label} label={label}>
            {sample}
          </MeasuredRow>
        ))}
      </Table>
    </>
  );
}

function TypeTokenSample({ name }: { name: string }) {
  const value = palette.resolve(name, 'light');
  const style: CSSProperties = name.includes('family')
    ? { fontFamily: value }
    : name.includes('line-height')
      ? { lineHeight: value, maxWidth: '16rem' }
      : name.includes('code')
        ? // Code's size is a share of the text around it, in the monospace stack it applies to.
          { fontSize: value, fontFamily: palette.resolve('--mdd-font-family-mono', 'light') }
        : { fontSize: value };
  return (
    <span style={{ ...style, display: 'inline-block' }}>
      {name.includes('line-height')
        ? 'Lines of body text sit this far apart from each other.'
        : 'Market Data 0123'}
    </span>
  );
}

function MeasuredRow({ label, children }: { label: string; children: ReactNode }) {
  const sample = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState('');
  useEffect(() => {
    const element = sample.current?.firstElementChild?.lastElementChild ?? sample.current?.firstElementChild;
    if (!element) return;
    const style = getComputedStyle(element);
    setMeasured([style.fontSize, `/ ${style.lineHeight}`, style.fontWeight].filter(Boolean).join(' '));
  }, []);
  return (
    <tr>
      <td style={cell}>{label}</td>
      <td style={cell}>
        <div ref={sample} className="mdd-content" style={{ margin: 0 }}>
          {children}
        </div>
      </td>
      <td style={{ ...cell, ...mono }}>{measured}</td>
    </tr>
  );
}

/** A table of one group's tokens: name, light and dark value, and a sample. */
export function TokenTable({
  group,
  render,
}: {
  group: TokenGroup;
  render: (name: string, mode: Mode) => ReactNode;
}) {
  const tokens = tokensOf(group);
  const differ = tokens.some((token) => token.light !== token.dark);
  return (
    <Table head={['Token', 'Value', ...(differ ? ['Dark value'] : []), 'Sample']} label={`${group} tokens`}>
      {tokens.map((token) => (
        <tr key={token.name}>
          <td style={cell}>
            <Name name={token.name} />
          </td>
          <td style={cell}>
            <Value name={token.name} mode="light" />
          </td>
          {differ ? (
            <td style={cell}>
              <Value name={token.name} mode="dark" />
            </td>
          ) : null}
          <td style={cell}>{render(token.name, 'light')}</td>
        </tr>
      ))}
    </Table>
  );
}

export const SpacingTokens = () => (
  <TokenTable
    group="spacing"
    render={(name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: palette.resolve(name, 'light'),
          maxWidth: '100%',
          height: '0.75rem',
          background: '#00419a',
        }}
      />
    )}
  />
);

export const RadiusTokens = () => (
  <TokenTable
    group="radius"
    render={(name) => (
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: '4rem',
          height: '2.5rem',
          border: '2px solid #00419a',
          borderRadius: palette.resolve(name, 'light'),
        }}
      />
    )}
  />
);

/** Shadows on the page colour of each mode. */
export const ShadowTokens = () => (
  <TokenTable
    group="shadow"
    render={(name) => (
      <span style={{ display: 'flex', gap: '0.75rem' }}>
        {modes.map((mode) => (
          <span
            key={mode}
            style={{
              display: 'block',
              padding: '0.75rem',
              background: palette.resolve('--mdd-color-bg', mode),
            }}
          >
            <span
              style={{
                display: 'block',
                width: '4rem',
                height: '2.5rem',
                borderRadius: '0.4rem',
                background: palette.resolve('--mdd-color-bg', mode),
                boxShadow: palette.resolve(name, mode),
              }}
              title={`${mode} mode`}
            />
          </span>
        ))}
      </span>
    )}
  />
);

/** Tokens no other table takes (motion, and anything new that fits none). */
export const OtherTokens = () => <TokenTable group="other" render={() => null} />;
