import type { Root as MdastRoot, Table } from 'mdast';
import { textOf, walkMdast } from './content-sources';

/**
 * Reads the plan figures a page states: credits per day and per minute, stock and option data delay,
 * real-time data and history depth, per plan. Tables are read with plans as columns or as rows; prose
 * is read for credit figures ("100 credits a day", "10,000 daily credits", "a per-minute limit of
 * 10,000 credits") and each figure is tied to the plan named in its clause, else to the page's own plan
 * (a plan page), else to the plan named earlier in the same sentence. A prose figure that cannot be
 * tied to a plan is reported, so every figure a page states is either checked or flagged.
 */

export const plans = [
  'Free Forever',
  'Starter',
  'Starter Trial',
  'Trader',
  'Trader Trial',
  'Quant',
  'Prime',
] as const;
export type Plan = (typeof plans)[number];

export const metrics = [
  'daily credits',
  'per-minute credits',
  'stock data',
  'option data',
  'real-time data',
  'historical data',
] as const;
export type Metric = (typeof metrics)[number];

export interface PlanFigure {
  plan: Plan;
  metric: Metric;
  /** Normalised value: `10000`, `none`, `real-time`, `15 minutes`, `24 hours`, `yes`, `5 years`, `full`. */
  value: string;
  /** Where it was read: `table line 12` or the prose clause. */
  where: string;
}

export interface PageFigures {
  figures: PlanFigure[];
  /** Prose credit figures that name no plan the test can tie them to. */
  unattributed: string[];
}

// Longest names first, so "Starter Trial" wins over "Starter"; case-sensitive so "traders" is no plan.
const planPattern = /\b(Free Forever|Starter Trial|Trader Trial|Starter|Trader|Quant|Prime)\b/g;

/** The plan a table header or row label names, e.g. "Starter Plan" or "Prime Plans"; not "Paid Plans". */
function planOfCell(cell: string): Plan | undefined {
  const name = cell
    .replace(/\*+/g, '')
    .replace(/\s+plans?$/i, '')
    .trim();
  return plans.find((plan) => plan === name);
}

function plansIn(text: string): Plan[] {
  return [...text.matchAll(planPattern)].map((match) => match[1] as Plan);
}

const number = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;

/** Credits from a table cell: `100`, `10,000/day`, `100 per day`, `No Limit`, `Unlimited`. */
function creditsOf(cell: string): string | undefined {
  if (/^(?:no limit|unlimited|none)$/i.test(cell)) return 'none';
  const match = new RegExp(`^${number}(?:\\s*/\\s*(?:day|minute)|\\s+per\\s+(?:day|minute))?$`, 'i').exec(
    cell,
  );
  return match ? (match[1] as string).replace(/,/g, '') : undefined;
}

/** A delay: `real-time`, `15 minutes`, `24 hours` or `delayed` (no figure given). */
function delayOf(text: string): string | undefined {
  const lower = text.toLowerCase();
  const hours = /(\d+)[- ]hours?/.exec(lower);
  if (hours) return `${hours[1]} hours`;
  const minutes = /(\d+)[- ]minutes?/.exec(lower);
  if (minutes) return `${minutes[1]} minutes`;
  if (/real-?time/.test(lower)) return 'real-time';
  if (/delayed/.test(lower)) return 'delayed';
  return undefined;
}

/** A data type cell such as "Real-time stocks, 15-minute delayed options" or "24-hour delayed". */
function dataTypeOf(cell: string): { stock?: string; option?: string } {
  const parts = cell.split(/,|;|\band\b/);
  const stockPart = parts.find((part) => /stock/i.test(part));
  const optionPart = parts.find((part) => /option/i.test(part));
  if (stockPart || optionPart)
    return {
      stock: stockPart ? delayOf(stockPart) : undefined,
      option: optionPart ? delayOf(optionPart) : undefined,
    };
  const both = delayOf(cell);
  return { stock: both, option: both };
}

function historyOf(cell: string): string | undefined {
  if (/^(?:full access|no limit|unlimited|full)$/i.test(cell)) return 'full';
  const years = /^(\d+)\s+years?$/i.exec(cell);
  return years ? `${years[1]} ${years[1] === '1' ? 'year' : 'years'}` : undefined;
}

/** The figures one (label, value) table cell states for a plan. */
function cellFigures(label: string, cell: string): Array<[Metric, string]> {
  const name = label.replace(/\*+/g, '').trim().toLowerCase();
  const value = cell.replace(/\*+/g, '').trim();
  const out: Array<[Metric, string | undefined]> = [];
  if (/minute/.test(name) && /credit|rate limit/.test(name))
    out.push(['per-minute credits', creditsOf(value)]);
  else if (/credit/.test(name)) out.push(['daily credits', creditsOf(value)]);
  else if (/historical/.test(name)) out.push(['historical data', historyOf(value)]);
  else if (/^stock (?:data|prices)/.test(name)) out.push(['stock data', delayOf(value)]);
  else if (/^options? (?:data|prices)/.test(name)) out.push(['option data', delayOf(value)]);
  else if (name === 'data type') {
    const { stock, option } = dataTypeOf(value);
    out.push(['stock data', stock], ['option data', option]);
  } else if (name === 'real-time data') {
    out.push(['real-time data', value.startsWith('✅') ? 'yes' : value.startsWith('❌') ? 'no' : undefined]);
  } else {
    const delayed = /^(\d+)[- ](hour|minute) delayed data$/.exec(name);
    if (delayed && value.startsWith('✅')) {
      const delay = `${delayed[1]} ${delayed[2]}s`;
      out.push(['stock data', delay], ['option data', delay]);
    }
  }
  return out.filter((entry): entry is [Metric, string] => entry[1] !== undefined);
}

function tableFigures(table: Table): PlanFigure[] {
  const rows = table.children.map((row) => row.children.map((cell) => textOf(cell).trim()));
  const header = rows[0] ?? [];
  const where = `table at line ${table.position?.start.line ?? '?'}`;
  const figures: PlanFigure[] = [];
  const columnPlans = header.map(planOfCell);
  if (columnPlans.some(Boolean)) {
    // Plans as columns, metrics as rows.
    for (const row of rows.slice(1)) {
      row.forEach((cell, i) => {
        const plan = columnPlans[i];
        if (!plan || i === 0) return;
        for (const [metric, value] of cellFigures(row[0] ?? '', cell))
          figures.push({ plan, metric, value, where });
      });
    }
  } else if (rows.slice(1).some((row) => planOfCell(row[0] ?? ''))) {
    // Plans as rows, metrics as columns.
    for (const row of rows.slice(1)) {
      const plan = planOfCell(row[0] ?? '');
      if (!plan) continue;
      row.forEach((cell, i) => {
        if (i === 0) return;
        for (const [metric, value] of cellFigures(header[i] ?? '', cell))
          figures.push({ plan, metric, value, where });
      });
    }
  }
  return figures;
}

const creditPatterns: Array<[RegExp, (match: RegExpExecArray) => [Metric, string]]> = [
  [
    new RegExp(
      `${number}(?:\\s+|-)(?:API\\s+)?credits?(?:\\s+|-)(?:a|per|each|every)(?:\\s+|-)(day|minute)\\b`,
      'gi',
    ),
    (m) => [m[2]?.toLowerCase() === 'minute' ? 'per-minute credits' : 'daily credits', m[1] as string],
  ],
  [
    new RegExp(`${number}\\s+daily\\s+(?:API\\s+)?credits\\b`, 'gi'),
    (m) => ['daily credits', m[1] as string],
  ],
  [
    new RegExp(`daily\\s+allowance\\s+of\\s+${number}\\s+credits\\b`, 'gi'),
    (m) => ['daily credits', m[1] as string],
  ],
  [
    new RegExp(`per[- ]minute\\s+(?:rate\\s+)?limit\\s+of\\s+${number}(?:\\s+credits)?`, 'gi'),
    (m) => ['per-minute credits', m[1] as string],
  ],
];

/** Credit figures in one clause, without counting a figure twice when two patterns overlap. */
function creditFigures(clause: string): Array<[Metric, string]> {
  const found: Array<{ start: number; end: number; figure: [Metric, string] }> = [];
  for (const [pattern, read] of creditPatterns) {
    for (const match of clause.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      const [metric, value] = read(match as RegExpExecArray);
      found.push({ start, end, figure: [metric, value.replace(/,/g, '')] });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.figure);
}

/** Splits prose into sentences and a sentence into clauses (on `, `, `; `, `: `, dashes and brackets). */
function sentencesOf(text: string): string[][] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z*`[(])/)
    .map((sentence) => sentence.split(/,\s+|;\s+|:\s+|\s+[—–]\s+|\s*[()]\s*/).filter((c) => c.trim()));
}

/** Every plan figure a page states. `pagePlan` is the plan a plan page describes, if any. */
export function planFigures(tree: MdastRoot, description: string, pagePlan?: Plan): PageFigures {
  const figures: PlanFigure[] = [];
  const unattributed: string[] = [];
  const prose: Array<{ text: string; line: number | string }> = [{ text: description, line: 'description' }];
  for (const node of walkMdast(tree)) {
    if (node.type === 'table') figures.push(...tableFigures(node));
    else if (node.type === 'paragraph' || node.type === 'heading')
      prose.push({ text: textOf(node).replace(/\s+/g, ' '), line: node.position?.start.line ?? '?' });
  }
  for (const { text, line } of prose) {
    for (const clauses of sentencesOf(text)) {
      let earlier: Plan[] = [];
      for (const clause of clauses) {
        const named = plansIn(clause);
        const owners = named.length ? named : pagePlan ? [pagePlan] : earlier;
        for (const [metric, value] of creditFigures(clause)) {
          const where = `line ${line}: "${clause.trim()}"`;
          if (!owners.length) unattributed.push(where);
          for (const plan of owners) figures.push({ plan, metric, value, where });
        }
        if (named.length) earlier = named;
      }
    }
  }
  // A stock delay also says whether the plan has real-time data, which tables state with ✅ and ❌.
  for (const figure of [...figures]) {
    if (figure.metric === 'stock data' && figure.value !== 'delayed')
      figures.push({
        ...figure,
        metric: 'real-time data',
        value: figure.value === 'real-time' ? 'yes' : 'no',
      });
  }
  return { figures, unattributed };
}

/** The plan a plan page describes, from its title ("Quant Plan", "Starter Trial"). */
export function planOfTitle(title: string): Plan | undefined {
  return planOfCell(title);
}
