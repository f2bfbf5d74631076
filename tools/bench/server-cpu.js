// @ts-check
// CPU the database and broker servers spend while the product is under load: they are not Node
// processes, so no V8 profile counts them. Read from Linux's /proc (user + system time).
'use strict';
const fs = require('node:fs');

/** The servers by their process name (/proc/<pid>/comm). */
const SERVERS = { postgres: 'Postgres', 'redis-server': 'Redis' };
/** Linux counts a process's CPU in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/**
 * CPU ms so far of each server process running now, keyed by `<server>:<pid>`.
 * @returns {Record<string, number>}
 */
function serverProcessesCpuMs() {
  /** @type {Record<string, number>} */
  const cpu = {};
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      const server = SERVERS[/** @type {keyof typeof SERVERS} */ (comm)];
      if (!server) continue;
      // The fields after the parenthesised name: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu[`${server}:${pid}`] = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    } catch {
      // The process ended while being read.
    }
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

module.exports = { serverCpuSince };
