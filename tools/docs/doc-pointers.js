// @ts-check
// Pointers in the repository's comments and docs, and whether each resolves: a file named from
// the root (`tools/embedded/stack.js`, `docs/api.md`), a doc beside the one that names it, a
// Markdown link, an anchor (`docs/x.md#anchor`) and a section (`docs/api.md, "The helpdesk
// webhook"`; `README, "Section"` is the root README) must exist. Read by doc-pointers.spec.ts.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = /(\.(md|ts|tsx|js|mjs|cjs|sh|ya?ml|conf)|(^|\/)Dockerfile)$/;
/** Where a root-relative path starts: the repository's own top folders. */
const FROM_ROOT =
  /(?<![\w./@$-])((?:services|libs|tools|tests|web|deploy|docs|\.ci)\/[\w./-]*[\w/])/g;
const DOC =
  /(?<![\w./@$-])((?:\.\.?\/)*(?:[\w.-]+\/)*[\w.-]+\.md|\bREADME\b)(#[\w-]+)?(?:,?\s*"([^"]+)"|,\s+([A-Z][\w' -]*?)(?=[).;:]))?/g;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
/** Build output and installs, which a clean checkout does not have. */
const BUILT = /(^|\/)(dist|node_modules|\.built|coverage)(\/|$)/;
/** A placeholder in a path: services/SERVICE/, shops/NAME. */
const PLACEHOLDER = /(^|\/)[A-Z_]{2,}(\/|$)/;
/** The product's spec and design notes live beside the repository (../shared), not in it. */
const OUTSIDE = new Set(['SPEC.md', 'DESIGN.md', 'STYLE.md']);
/** This finder and its test name pointers that do not resolve, as examples. */
const SELF = /^tools\/docs\/doc-pointers\./;

function filesToScan() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => SCANNED.test(file) && !SELF.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

/**
 * The text with line breaks and comment markers between wrapped lines read as one space, and
 * Markdown's fenced code (commands, whose words are not pointers) blanked.
 * @param {string} text
 */
function joinedLines(text) {
  /** @type {number[]} */
  const lineAt = [];
  let joined = '';
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    const fence = raw.trimStart().startsWith('```');
    if (fence) fenced = !fenced;
    const line = fenced || fence ? '' : raw;
    const continued = line.replace(/^\s*(\/\/|#|\*(?!\/))?\s*/, '');
    const piece = index === 0 ? line : ` ${continued}`;
    joined += piece;
    for (let i = 0; i < piece.length; i += 1) lineAt.push(index + 1);
  });
  return { joined: joined.replace(/\bhttps?:\/\/\S+/g, (url) => ' '.repeat(url.length)), lineAt };
}

/**
 * A doc's headings, as written and as GitHub anchors.
 * @param {string} file
 */
function headingsOf(file) {
  const headings = new Set();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (!heading) continue;
    headings.add(heading[1]);
    headings.add(
      `#${heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-')}`,
    );
  }
  return headings;
}

/**
 * A path there, or the start of one's name (a jest path pattern, a module without extension).
 * @param {string} file
 */
function exists(file) {
  if (fs.existsSync(file)) return true;
  const dir = path.dirname(file);
  const start = `${path.basename(file)}.`;
  return fs.existsSync(dir) && fs.readdirSync(dir).some((name) => name.startsWith(start));
}

/**
 * Where a named file is, from the root or from the naming file's folder: null if nowhere,
 * undefined if it is outside the repository (../shared/spec/SPEC.md), which is not checked.
 * @param {string} name
 * @param {string} from
 * @returns {string | null | undefined}
 */
function located(name, from) {
  if (name === 'README') return path.join(ROOT, 'README.md');
  const beside = path.join(ROOT, path.dirname(from), name);
  const candidates = name.startsWith('.') ? [beside] : [path.join(ROOT, name), beside];
  if (OUTSIDE.has(path.basename(name)) || !candidates[0].startsWith(`${ROOT}/`)) return undefined;
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * The pointers of `text` (the file `file`, from the root) that do not resolve.
 * @param {string} file
 * @param {string} [text]
 * @returns {string[]}
 */
function problemsOf(file, text = fs.readFileSync(path.join(ROOT, file), 'utf8')) {
  const { joined, lineAt } = joinedLines(text);
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {number} index
   * @param {string} pointer
   * @param {string} why
   */
  const report = (index, pointer, why) =>
    problems.push(`${file}:${lineAt[index]}: ${pointer} (${why})`);
  for (const match of joined.matchAll(FROM_ROOT)) {
    const name = match[1].replace(/\.$/, '');
    if (!BUILT.test(name) && !PLACEHOLDER.test(name) && !exists(path.join(ROOT, name)))
      report(match.index, name, 'no such file or folder');
  }
  /** @type {{ index: number; name: string; anchor?: string; section?: string }[]} */
  const docs = [...joined.matchAll(DOC)].map((match) => ({
    index: match.index,
    name: match[1],
    anchor: match[2],
    section: match[3] ?? match[4],
  }));
  if (file.endsWith('.md'))
    for (const match of joined.matchAll(LINK)) {
      const [name, anchor] = match[1].split('#');
      if (/^[a-z]+:/.test(match[1])) continue;
      docs.push({ index: match.index, name: name || file, anchor: anchor && `#${anchor}` });
    }
  for (const { index, name, anchor, section } of docs) {
    const target = name === file ? path.join(ROOT, file) : located(name, file);
    if (target === undefined || BUILT.test(name)) continue;
    if (target === null) report(index, name, 'no such file');
    else if ((anchor || section) && !target.endsWith('.md')) continue;
    else if (anchor && !headingsOf(target).has(anchor))
      report(index, `${name}${anchor}`, 'no such anchor');
    else if (section && !headingsOf(target).has(section))
      report(index, `${name}, "${section}"`, 'no such section');
  }
  return [...new Set(problems)];
}

/**
 * Every pointer that does not resolve, as "file:line: pointer (why)".
 * @param {string[]} [files]
 */
function unresolvedPointers(files = filesToScan()) {
  return files.flatMap((file) => problemsOf(file));
}

module.exports = { filesToScan, problemsOf, unresolvedPointers };
