#!/usr/bin/env node
// Writes a synthetic documentation tree of N pages, for measuring how build cost grows with size.
// usage: node gen-pages.mjs OUT_DIR [PAGES=1000] [SEED=1]
// The tree has the four sections (api, sdk, sheets, account), nested categories with _category_.json,
// and pages in the Docusaurus-flavoured MDX that the content package uses: front matter (title,
// sidebar_position, tags), h2/h3 headings, admonitions, Tabs/TabItem, fenced code with titles and
// line highlights, GFM tables and relative links. Same N and SEED give the same tree.
// (the project's page generator, formatted and linted; it writes the same trees.)
import fs from 'node:fs';
import path from 'node:path';

const [out, pagesArg = '1000', seedArg = '1'] = process.argv.slice(2);
if (!out) {
  console.error('usage: gen-pages.mjs OUT_DIR [PAGES] [SEED]');
  process.exit(2);
}
const total = Number(pagesArg);
let seed = Number(seedArg);
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (a) => a[Math.floor(rand() * a.length)];
const words = (
  'price candle quote option chain strike expiration symbol volume bid ask mid last open close ' +
  'high low resolution token header format limit offset column date range market status index fund ' +
  'request response parameter attribute value field record credit plan billing sheet formula refresh'
).split(' ');
const sentence = (n = 12) => {
  const w = Array.from({ length: n }, () => pick(words));
  w[0] = w[0][0].toUpperCase() + w[0].slice(1);
  return `${w.join(' ')}.`;
};
const para = () =>
  Array.from({ length: 3 + Math.floor(rand() * 3) }, () => sentence(8 + Math.floor(rand() * 10))).join(' ');
const sections = ['api', 'sdk', 'sheets', 'account'];
const tagsBySection = {
  api: ['API: Beta', 'API: Premium', 'API: High Usage'],
  sheets: ['Sheets: Premium', 'Sheets: High Usage'],
};

const code = {
  js: 'const res = await fetch("https://api.example.test/v1/stocks/quotes/AAPL/");\nconst data = await res.json();\nconsole.log(data.last[0]);',
  python:
    'import requests\n\nr = requests.get("https://api.example.test/v1/stocks/quotes/AAPL/")\nprint(r.json()["last"][0])',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tquote, err := client.StockQuote().Symbol("AAPL").Get()\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(quote)\n}',
  json: '{\n  "s": "ok",\n  "symbol": ["AAPL"],\n  "last": [189.84],\n  "updated": [1700000000]\n}',
  bash: 'curl -H "Authorization: Bearer $TOKEN" \\\n  "https://api.example.test/v1/stocks/candles/D/AAPL?from=2024-01-02"',
  php: '<?php\n$client = new Client($token);\n$quote = $client->stocks->quote("AAPL");\necho $quote->last;',
  'excel-formula': '=STOCKDATA("AAPL", "last")\n=OPTIONCHAIN(A1, B2:B9, "delta")',
  http: 'GET /v1/markets/status/ HTTP/1.1\nHost: api.example.test\nAuthorization: Bearer TOKEN',
};

function page(section, i, allRoutes) {
  const title = `${pick(words)[0].toUpperCase()}${pick(words).slice(1)} ${pick(words)} ${i}`;
  const tags = tagsBySection[section] && rand() < 0.1 ? [pick(tagsBySection[section])] : [];
  let s = `---\ntitle: ${title}\nsidebar_position: ${1 + (i % 20)}\n`;
  if (tags.length) s += `tags:\n${tags.map((t) => `  - "${t}"`).join('\n')}\n`;
  s += `---\n\n${para()}\n\n`;
  const uses = rand() < 0.5;
  if (uses) s += `import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n`;
  for (let h = 0; h < 3 + Math.floor(rand() * 4); h++) {
    s += `## ${sentence(3).slice(0, -1)}\n\n${para()}\n\n`;
    if (rand() < 0.5) s += `### ${sentence(2).slice(0, -1)}\n\n${para()}\n\n`;
    const r = rand();
    if (r < 0.2)
      s += `:::${pick(['tip', 'note', 'info', 'caution', 'warning', 'danger'])}\n\n${para()}\n\n:::\n\n`;
    else if (r < 0.4) {
      const lang = pick(Object.keys(code));
      s +=
        '```' +
        lang +
        ` title="example.${lang === 'excel-formula' ? 'xlsx' : lang}" {1}\n${code[lang]}\n` +
        '```\n\n';
    } else if (r < 0.55)
      s += `| Name | Type | Meaning |\n| --- | --- | --- |\n${Array.from({ length: 4 }, () => `| \`${pick(words)}\` | ${pick(['string', 'number', 'boolean', 'date'])} | ${sentence(6)} |`).join('\n')}\n\n`;
    else if (r < 0.7 && uses) {
      s += '<Tabs>\n';
      for (const lang of ['js', 'python', 'go'])
        s +=
          `<TabItem value="${lang}" label="${lang}"${lang === 'js' ? ' default' : ''}>\n\n` +
          '```' +
          lang +
          `\n${code[lang]}\n` +
          '```\n\n</TabItem>\n';
      s += '</Tabs>\n\n';
    } else if (allRoutes.length)
      s += `See [${pick(words)}](${pick(allRoutes)}) for more on ${pick(words)}.\n\n`;
  }
  return s;
}

fs.rmSync(out, { recursive: true, force: true });
const routes = [];
let n = 0;
for (const [si, section] of sections.entries()) {
  const count = Math.round(total * [0.4, 0.3, 0.2, 0.1][si]);
  const dir = path.join(out, section);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.mdx'),
    `---\ntitle: ${section.toUpperCase()} overview\nsidebar_position: 1\nslug: /\n---\n\n${para()}\n`,
  );
  let made = 1;
  let cat = 0;
  while (made < count) {
    const catDir = path.join(dir, `group-${cat}`);
    fs.mkdirSync(catDir, { recursive: true });
    fs.writeFileSync(
      path.join(catDir, '_category_.json'),
      JSON.stringify({ label: `Group ${cat}`, position: cat + 2 }, null, 2),
    );
    for (let k = 0; k < 25 && made < count; k++, made++, n++) {
      const name = `page-${k}.mdx`;
      fs.writeFileSync(path.join(catDir, name), page(section, n, routes));
      routes.push(`/${section}/group-${cat}/page-${k}`);
    }
    cat++;
  }
}
console.log(`${n + sections.length} pages in ${out}`);
