// @ts-check
// CPU read from Linux's /proc (user + system time): what the database and broker servers spend
// while the product is under load (they are not Node processes, so no V8 profile counts them),
// and, at a fixed request rate, what every process spends, the load generator included, beside
// how busy the whole machine was.
'use strict';
const fs = require('node:fs');
const { performance } = require('node:perf_hooks');

/** The servers by their process name (/proc/<pid>/comm). */
const SERVERS = { postgres: 'Postgres', 'redis-server': 'Redis' };
/** Linux counts CPU in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/**
 * CPU ms so far of one process (utime + stime, the 14th and 15th fields of /proc/<pid>/stat,
 * counted after its parenthesised name), or undefined once it has ended.
 * @param {number | string} pid
 */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * CPU ms so far of each server process running now, keyed by `<server>:<pid>`.
 * @returns {Record<string, number>}
 */
function serverProcessesCpuMs() {
  /** @type {Record<string, number>} */
  const cpu = {};
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let comm;
    try {
      comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue; // The process ended while being read.
    }
    const server = SERVERS[/** @type {keyof typeof SERVERS} */ (comm)];
    if (!server) continue;
    const ms = processCpuMs(pid);
    if (ms !== undefined) cpu[`${server}:${pid}`] = ms;
  }
  return cpu;
}

/**
 * Measures the servers' CPU over a stretch of time: call once before it and call the returned
 * function after. Processes that start meanwhile count from zero (a Postgres backend per new
 * connection); those that end meanwhile are not counted.
 * @returns {() => Record<string, number>} CPU ms per server (Postgres, Redis) since the call
 */
function serverCpuSince() {
  const before = serverProcessesCpuMs();
  return () => {
    /** @type {Record<string, number>} */
    const spent = {};
    for (const [key, ms] of Object.entries(serverProcessesCpuMs())) {
      const server = key.split(':')[0];
      spent[server] = (spent[server] ?? 0) + ms - (before[key] ?? 0);
    }
    return spent;
  };
}

/** Busy and total ticks of every core so far (/proc/stat's first line; idle and iowait idle). */
function machineTicks() {
  const [, ...counts] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = counts.map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

/**
 * Like serverCpuSince, for named Node processes too (`pids`), with the servers when
 * `withServers`, the share of the machine's cores that were busy meanwhile (0-1) and the
 * milliseconds that passed.
 * @param {Record<string, number>} pids
 * @param {boolean} withServers
 * @returns {() => { cpuMs: Record<string, number>, machineBusy: number, wallMs: number }}
 */
function cpuSince(pids, withServers) {
  const servers = withServers ? serverCpuSince() : () => ({});
  const before = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, processCpuMs(pid)]));
  const ticks = machineTicks();
  const started = performance.now();
  return () => {
    /** @type {Record<string, number>} */
    const cpuMs = {};
    for (const [name, pid] of Object.entries(pids)) {
      const now = processCpuMs(pid);
      const then = before[name];
      if (now !== undefined && then !== undefined) cpuMs[name] = now - then;
    }
    const after = machineTicks();
    return {
      cpuMs: { ...cpuMs, ...servers() },
      machineBusy: (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total),
      wallMs: performance.now() - started,
    };
  };
}

module.exports = { serverCpuSince, cpuSince };
