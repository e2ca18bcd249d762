import { describe, expect, it } from 'vitest';
import { parsePage, readContentSources } from './content-sources';
import { metrics, type Plan, type PlanFigure, planFigures, planOfTitle, plans } from './plan-figures';

/**
 * One value per plan figure, everywhere. The rule the content follows (packages/content/README.md):
 * the plan pages (`account/plans/*`) are the reference. Every figure they state must agree among
 * them, and every page that states a plan's credits, data delay or history must state the same value.
 * The figures are parsed from the pages themselves, so changing one page makes this test fail.
 */

const pages = readContentSources();
const planPages = pages.filter((page) => page.file.startsWith('account/plans/'));
const read = new Map(
  pages.map((page) => {
    const pagePlan = page.file.startsWith('account/plans/') ? planOfTitle(page.title) : undefined;
    return [page.file, planFigures(page.tree, page.description, pagePlan)];
  }),
);

const key = (figure: Pick<PlanFigure, 'plan' | 'metric'>) => `${figure.plan} | ${figure.metric}`;

/** The reference: every value the plan pages state, per plan and metric, with where they state it. */
const reference = new Map<string, Map<string, string[]>>();
for (const page of planPages) {
  for (const figure of read.get(page.file)?.figures ?? []) {
    const values = reference.get(key(figure)) ?? new Map<string, string[]>();
    values.set(figure.value, [...(values.get(figure.value) ?? []), `${page.file} (${figure.where})`]);
    reference.set(key(figure), values);
  }
}

describe('plan figures: the plan pages are the reference', () => {
  it('finds every plan figure on the plan pages, for every plan', () => {
    const paid: Plan[] = ['Free Forever', 'Starter', 'Trader', 'Quant', 'Prime'];
    const missing: string[] = [];
    for (const plan of plans) {
      const wanted = paid.includes(plan)
        ? metrics
        : (['daily credits', 'stock data', 'option data', 'historical data'] as const);
      for (const metric of wanted)
        if (!reference.has(key({ plan, metric }))) missing.push(key({ plan, metric }));
    }
    expect(missing, 'plan figures no plan page states').toEqual([]);
  });

  it('gives each plan figure one value across the plan pages', () => {
    const conflicts = [...reference]
      .filter(([, values]) => values.size > 1)
      .map(
        ([figure, values]) =>
          `${figure}: ${[...values].map(([v, at]) => `${v} on ${at.join(', ')}`).join(' / ')}`,
      );
    expect(conflicts, 'plan pages that disagree').toEqual([]);
  });

  it('states the same figures on every other page that mentions them', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const page of pages) {
      if (page.file.startsWith('account/plans/')) continue;
      for (const figure of read.get(page.file)?.figures ?? []) {
        checked++;
        const values = reference.get(key(figure));
        if (!values)
          failures.push(
            `${page.file} ${figure.where}: ${key(figure)} = ${figure.value}, which no plan page states`,
          );
        else if (!values.has(figure.value))
          failures.push(
            `${page.file} ${figure.where}: ${key(figure)} = ${figure.value}; the plan pages say ${[...values.keys()].join(' / ')}`,
          );
      }
    }
    expect(failures, 'pages that contradict the plan pages').toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('ties every credit figure in prose to a plan', () => {
    const loose = pages.flatMap((page) =>
      (read.get(page.file)?.unattributed ?? []).map((at) => `${page.file} ${at}`),
    );
    expect(loose, 'credit figures that name no plan (name the plan in the sentence)').toEqual([]);
  });

  it('reads figures from every page that states them', () => {
    const stating = [
      'account/plan-limits.md',
      'account/free-accounts.md',
      'account/cancellations.md',
      'api/rate-limiting.md',
      'api/intro.md',
      'sheets/troubleshooting/urlfetch.md',
      'sheets/automatic-refresh.md',
      ...planPages.map((page) => page.file),
    ];
    const silent = stating.filter((file) => !read.get(file)?.figures.length);
    expect(silent, 'pages whose plan figures the parser no longer finds').toEqual([]);
  });
});

describe('plan figures: the parser', () => {
  const figuresOf = (markdown: string, pagePlan?: Plan) =>
    planFigures(parsePage(markdown), '', pagePlan).figures.map((f) => `${key(f)} = ${f.value}`);

  it('reads tables with plans as columns', () => {
    const table = [
      '|                    | Free Forever | Starter Plan | Prime Plans |',
      '| ------------------ | ------------ | ------------ | ----------- |',
      '| Daily API Credits  | 100/day      | 10,000 per day | Unlimited |',
      '| Per Minute Rate Limit | No Limit  | No Limit     | 100,000     |',
      '| Data Type          | 24-hour delayed | Real-time stocks, 15-minute delayed options | Real-time |',
      '| Real-Time Data     | ❌           | ✅           | ✅          |',
      '| Historical Data    | 1 Year       | 5 Years      | No Limit    |',
    ].join('\n');
    expect(figuresOf(table)).toEqual([
      'Free Forever | daily credits = 100',
      'Starter | daily credits = 10000',
      'Prime | daily credits = none',
      'Free Forever | per-minute credits = none',
      'Starter | per-minute credits = none',
      'Prime | per-minute credits = 100000',
      'Free Forever | stock data = 24 hours',
      'Free Forever | option data = 24 hours',
      'Starter | stock data = real-time',
      'Starter | option data = 15 minutes',
      'Prime | stock data = real-time',
      'Prime | option data = real-time',
      'Free Forever | real-time data = no',
      'Starter | real-time data = yes',
      'Prime | real-time data = yes',
      'Free Forever | historical data = 1 year',
      'Starter | historical data = 5 years',
      'Prime | historical data = full',
      'Free Forever | real-time data = no',
      'Starter | real-time data = yes',
      'Prime | real-time data = yes',
    ]);
  });

  it('reads tables with plans as rows and ignores columns that are no plan', () => {
    const rows = [
      '| Plan | Stock Prices | Option Prices |',
      '| --- | --- | --- |',
      '| Trader Trial | 24-hour delayed | 24-hour delayed |',
    ];
    const notPlans = ['| Feature | Paid Plans |', '| --- | --- |', '| Daily API Credits | 100,000 |'];
    expect(figuresOf(rows.join('\n'))).toEqual([
      'Trader Trial | stock data = 24 hours',
      'Trader Trial | option data = 24 hours',
      'Trader Trial | real-time data = no',
    ]);
    expect(figuresOf(notPlans.join('\n'))).toEqual([]);
  });

  it('ties prose figures to the plan of their clause, the page or the sentence', () => {
    expect(
      figuresOf('A Trader plan includes 100,000 credits per day, but Google still caps urlfetch.'),
    ).toEqual(['Trader | daily credits = 100000']);
    expect(
      figuresOf(
        'A per-minute limit of 10,000 credits adds up to millions, far beyond the 100,000 daily credits of the Trader plan.',
        'Quant',
      ),
    ).toEqual(['Quant | per-minute credits = 10000', 'Trader | daily credits = 100000']);
    expect(figuresOf('- **Prime:** 100,000 credits per minute, with no daily cap')).toEqual([
      'Prime | per-minute credits = 100000',
    ]);
    expect(planFigures(parsePage('Most accounts get 500 credits a day.'), '').unattributed).toEqual([
      'line 1: "Most accounts get 500 credits a day."',
    ]);
  });
});
