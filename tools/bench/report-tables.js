// @ts-check
// The tables `npm run bench` prints from its report (test-results/bench-report.json).
'use strict';

/** @typedef {import('./run-bench').Report} Report */
/** @typedef {import('./run-bench').Part} Part */
/** @typedef {import('./load').LoadFigures} LoadFigures */

const LAYERS = [
  'HTTP',
  'validation',
  'transport',
  'engine',
  'database',
  'logging',
  'framework',
  'service',
  'GC',
  'other',
];

const fmt = (/** @type {number | undefined} */ value, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole > 0 ? `${fmt((100 * part) / whole)}%` : '-';
const latency = (/** @type {LoadFigures | undefined} */ figures) =>
  figures ? `${fmt(figures.p50, 1)} / ${fmt(figures.p99, 1)}` : '-';

/**
 * @param {string[]} lines
 * @param {string[]} header
 * @param {string[]} align
 */
function tableStart(lines, header, align) {
  lines.push('', `| ${header.join(' | ')} |`, `| ${align.join(' | ')} |`);
  return (/** @type {string[]} */ ...cells) => lines.push(`| ${cells.join(' | ')} |`);
}

/** @param {Report} report @param {string[]} lines */
function logCostTable(report, lines) {
  lines.push('', 'What the log lines cost: saturated, 64 connections (info: the default level)');
  const row = tableStart(
    lines,
    [
      'route',
      'mode',
      'req/s info',
      'req/s warn',
      'info / warn',
      'bare Node req/s',
      'info / bare',
      'p99 ms info / warn',
    ],
    ['---', '---', '---:', '---:', '---:', '---:', '---:', '---:'],
  );
  for (const route of /** @type {const} */ (['list', 'chat'])) {
    for (const mode of ['production', 'embedded']) {
      const info = report.logCost.find((r) => r.mode === mode && r.level === 'info');
      const warn = report.logCost.find((r) => r.mode === mode && r.level === 'warn');
      if (!info || !warn) continue;
      row(
        route === 'list' ? 'GET /api/faqs/active (200 FAQs)' : 'POST /api/chat (200 FAQs)',
        mode,
        fmt(info[route].rps),
        fmt(warn[route].rps),
        percent(info[route].rps, warn[route].rps),
        route === 'list' ? fmt(info.bare.rps) : '-',
        route === 'list' ? percent(info.list.rps, info.bare.rps) : '-',
        `${fmt(info[route].p99)} / ${fmt(warn[route].p99)}`,
      );
    }
  }
}

/** @param {Report} report @param {string[]} lines */
function chatTable(report, lines) {
  const rates = report.chat[0]?.caddie.rates.map((r) => r.rate) ?? [];
  lines.push(
    '',
    'POST /api/chat (1,000 FAQs, LOG_LEVEL=info) against the same work in one process',
  );
  const row = tableStart(
    lines,
    [
      'mode',
      'path',
      'req/s saturated',
      ...rates.map((rate) => `p50 / p99 ms at ${rate}/s`),
      'peak RSS MB (pod limit)',
      'errors',
    ],
    ['---', '---', '---:', ...rates.map(() => '---:'), '---', '---:'],
  );
  for (const result of report.chat) {
    // Pods run production mode; embedded mode has no pods (and Postgres runs inside the
    // services, as PGlite).
    const limits = result.mode === 'production' ? result.podLimitsMb : {};
    const peaks = (/** @type {Record<string, number>} */ peakMb) =>
      Object.entries(peakMb)
        .map(([name, mb]) => `${name} ${fmt(mb)}${limits[name] ? ` (${limits[name]})` : ''}`)
        .join(', ');
    const errors = (/** @type {import('./chat-path').PathFigures} */ figures) =>
      String(figures.saturated.errors + figures.rates.reduce((sum, r) => sum + r.errors, 0));
    /** @type {[string, import('./chat-path').PathFigures][]} */
    const paths = [
      ['gateway -> chat service', result.caddie],
      ['same work, one process', result.reference],
    ];
    for (const [path, figures] of paths) {
      row(
        result.mode,
        path,
        fmt(figures.saturated.rps),
        ...figures.rates.map(latency),
        peaks(figures.peakMb),
        errors(figures),
      );
    }
    row(
      result.mode,
      '**ratio**',
      `**${percent(result.caddie.saturated.rps, result.reference.saturated.rps)}**`,
      ...rates.map(() => ''),
      '',
      '',
    );
  }
}

/** @param {Report} report @param {string[]} lines */
function cpuTable(report, lines) {
  lines.push(
    '',
    'Where the CPU goes while saturated: microseconds of CPU per reply, by layer (V8 profiles of',
    'a second run of both, every process profiled; Postgres and Redis from /proc)',
  );
  const row = tableStart(
    lines,
    ['mode', 'process', ...LAYERS, 'total'],
    ['---', '---', ...LAYERS.map(() => '---:'), '---:'],
  );
  for (const result of report.chat) {
    for (const [side, figures] of /** @type {const} */ ([
      ['caddie', result.caddie],
      ['reference', result.reference],
    ])) {
      const { requests: replies, cpu, servers } = figures.profile;
      const perReply = (/** @type {number} */ ms) =>
        replies > 0 ? fmt((1000 * ms) / replies) : '-';
      let all = 0;
      for (const [name, layers] of Object.entries(cpu)) {
        const total = Object.values(layers).reduce((sum, ms) => sum + ms, 0);
        // The idle services (auth and faq here) would add rows of zeros.
        if ((1000 * total) / replies < 1) continue;
        all += total;
        row(
          result.mode,
          name,
          ...LAYERS.map((layer) => perReply(layers[layer] ?? 0)),
          perReply(total),
        );
      }
      for (const [server, ms] of Object.entries(servers)) {
        if (ms <= 0) continue;
        all += ms;
        row(result.mode, `${server} (server)`, ...LAYERS.map(() => ''), perReply(ms));
      }
      row(result.mode, `**all, ${side}**`, ...LAYERS.map(() => ''), `**${perReply(all)}**`);
    }
  }
}

/** @param {Report} report @param {string[]} lines */
function rateCpuTable(report, lines) {
  lines.push(
    '',
    "The tail's budget: microseconds of CPU per reply at each fixed rate, every process from /proc",
    "(the load generator included), and how busy the machine's cores were meanwhile",
  );
  const row = tableStart(
    lines,
    ['mode', 'path', 'rate/s', 'by process', 'all', 'cores used', 'machine busy'],
    ['---', '---', '---:', '---', '---:', '---:', '---:'],
  );
  for (const result of report.chat) {
    for (const [side, figures] of /** @type {const} */ ([
      ['gateway -> chat service', result.caddie],
      ['same work, one process', result.reference],
    ])) {
      for (const rated of figures.rates) {
        const perReply = (/** @type {number} */ ms) => (1000 * ms) / rated.sent;
        const all = Object.values(rated.cpuMs).reduce((sum, ms) => sum + ms, 0);
        row(
          result.mode,
          side,
          String(rated.rate),
          Object.entries(rated.cpuMs)
            .filter(([, ms]) => ms > 0)
            .map(([name, ms]) => `${name} ${fmt(perReply(ms))}`)
            .join(', '),
          fmt(perReply(all)),
          fmt(all / rated.wallMs, 2),
          `${fmt(100 * rated.machineBusy)}%`,
        );
      }
    }
  }
}

/** @param {Report} report @param {string[]} lines */
function transferTable(report, lines) {
  const row = (/** @type {string[]} */ ...cells) => lines.push(`| ${cells.join(' | ')} |`);
  const t = report.transfer;
  if (t) {
    lines.push('');
    row('transfer (production)', 'seconds', 'reference', 'ratio', 'peak MB faq / gateway');
    row('---', '---:', '---:', '---:', '---:');
    const peak = (/** @type {Part} */ part) =>
      `${fmt(part.peakMb?.faq)} / ${fmt(part.peakMb?.gateway)}`;
    row(
      `import ${t.rows.toLocaleString('en')} rows CSV (${fmt(t.csvMb, 1)} MB)`,
      fmt(t.imported.seconds, 2),
      `COPY ${fmt(t.copy.seconds, 2)}`,
      `${fmt(Number(t.imported.seconds) / Number(t.copy.seconds), 1)}x`,
      peak(t.imported),
    );
    row(
      `chat index of the ${t.activeFaqs.toLocaleString('en')} active FAQs, from import start`,
      fmt(t.reindexed.seconds, 2),
      '-',
      '-',
      `peak MB chat ${fmt(t.reindexed.peakMb?.chat)}`,
    );
    for (const [label, part] of /** @type {[string, Part][]} */ ([
      ['export csv', t.exportCsv],
      ['export json', t.exportJson],
    ])) {
      row(label, fmt(part.seconds, 2), '-', '-', peak(part));
    }
    for (const [name, part] of Object.entries(t)) {
      if (typeof part === 'object' && part.error) lines.push(`${name} FAILED: ${part.error}`);
    }
  }
}

/** @param {Report} report */
function printReport(report) {
  /** @type {string[]} */
  const lines = [
    `Machine: ${report.machine.cpus} x ${report.machine.cpu}, ${report.machine.memoryGb} GiB, Node ${report.machine.node}; system: ${report.systemRoot}${report.smoke ? ' (SMOKE RUN: figures not meaningful)' : ''}`,
  ];
  logCostTable(report, lines);
  chatTable(report, lines);
  cpuTable(report, lines);
  rateCpuTable(report, lines);
  transferTable(report, lines);
  lines.push(
    '',
    `Cold start (embedded, built): ${fmt(report.coldStart?.seconds, 1)} s from npm start to the first answered chat`,
  );
  console.log(lines.join('\n'));
}

module.exports = { printReport };
