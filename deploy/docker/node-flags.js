// Node's flags per service, for memory: the one list, read by the services' image
// (deploy/docker/Dockerfile runs `node node-flags.js <service>`, which prints them) and by the
// embedded launcher (tools/embedded/stack.js), so a container and `npm start` run each service
// the same way.
// - V8's old-space limit: left to itself on a large host, V8 lets garbage pile up for hundreds
//   of megabytes before it collects, and a pod is limited to 384 MiB. The limits sit above
//   each service's live heap at its busiest (an import for faq and gateway, a rebuild of
//   90,000 FAQs for chat, whose live heap then is about 150 MB).
// - chat: a young generation of 8 MB semi-spaces instead of 16 keeps a 90,000-FAQ rebuild's peak
//   at 330 MB (16: 344 MB, against a 384 MiB pod), and answers 7% more messages a second than
//   4 MB (docs/performance.md).
// - faq and gateway: an import passes each about 200 MB of 1 MB strings through a small live
//   heap; a full collection only once the heap is three times what was live after the last
//   keeps V8 from marking the whole heap again and again (about 80 ms of CPU per 100,000-row
//   import instead of 250). docs/performance.md has the peaks.
'use strict';

/** @type {Record<string, string[]>} */
const NODE_FLAGS = {
  auth: ['--max-old-space-size=96'],
  faq: ['--max-old-space-size=160', '--heap-growing-percent=200'],
  gateway: ['--max-old-space-size=128', '--heap-growing-percent=200'],
  chat: ['--max-old-space-size=208', '--max-semi-space-size=8'],
};

module.exports = { NODE_FLAGS };

if (require.main === module) {
  const flags = NODE_FLAGS[process.argv[2]];
  if (!flags) {
    console.error(`usage: node node-flags.js <${Object.keys(NODE_FLAGS).join('|')}>`);
    process.exit(1);
  }
  console.log(flags.join(' '));
}
