// @ts-check
// Which folders the docs that map the repository leave out. docs/architecture.md's folder table
// names each folder of a project's src/, of tools/ and of tests/ as `folder/` in that project's
// row, or gives it a row of its own (`services/<name>/src/<folder>`); web/README.md names each
// folder of web/ (`widget/`), of web/src (`src/lib`) and each feature (`src/features/chat`).
// Read by folder-coverage.spec.ts.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const NOT_SOURCE = new Set(['node_modules', 'dist', 'coverage']);

/** @param {string} dir */
function foldersOf(dir) {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !NOT_SOURCE.has(name))
    .sort();
}

/**
 * The folder table's rows, by their first cell (`services/chat`).
 * @param {string} doc
 */
function rowsOf(doc) {
  /** @type {Map<string, string>} */
  const rows = new Map();
  for (const line of doc.split('\n')) {
    const cells = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (cells) rows.set(cells[1], cells[2]);
  }
  return rows;
}

/**
 * What docs/architecture.md leaves out, as "services/chat/src/clock/".
 * @param {string} doc
 * @returns {string[]}
 */
function missingFromArchitecture(doc) {
  const rows = rowsOf(doc);
  const projects = ['services', 'libs'].flatMap((group) =>
    foldersOf(group).map((name) => ({ row: `${group}/${name}`, dir: `${group}/${name}/src` })),
  );
  const groups = [...projects, { row: 'tools', dir: 'tools' }, { row: 'tests', dir: 'tests' }];
  return groups.flatMap(({ row, dir }) => {
    const cells = rows.get(row);
    if (cells === undefined) return [`${row} (no row)`];
    return foldersOf(dir)
      .filter((folder) => !cells.includes(`\`${folder}/\``) && !rows.has(`${dir}/${folder}`))
      .map((folder) => `${dir}/${folder}/`);
  });
}

/**
 * What web/README.md leaves out, as "web/src/hooks/".
 * @param {string} doc
 * @returns {string[]}
 */
function missingFromWebReadme(doc) {
  const named = [
    ...foldersOf('web')
      .filter((folder) => folder !== 'src')
      .map((folder) => [`web/${folder}/`, `${folder}/`]),
    ...foldersOf('web/src').map((folder) => [`web/src/${folder}/`, `src/${folder}`]),
    ...foldersOf('web/src/features').map((feature) => [
      `web/src/features/${feature}/`,
      `src/features/${feature}`,
    ]),
  ];
  return named.filter(([, name]) => !doc.includes(name)).map(([folder]) => folder);
}

module.exports = { missingFromArchitecture, missingFromWebReadme };
