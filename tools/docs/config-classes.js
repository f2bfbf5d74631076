// @ts-check
// The services' configuration as their config classes declare it, read with the TypeScript
// compiler (nothing is run): each service's class (services/<service>/src/config/, the one no
// other class there extends) and the classes it extends, down to libs/service-kit's shared ones.
// For each variable: its default, what validation accepts, and its doc comment, the one place a
// variable is described (docs/configuration.md is generated from this: configuration-doc.js).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { acceptedBy, valueOf } = require('./config-rules');

const ROOT = path.resolve(__dirname, '../..');
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/**
 * A variable: `declaredIn` the file of the class that first declares it (from the root),
 * `accepts` what validation accepts, in words ('' when its decorators say nothing), `default`
 * the initializer's value (undefined when there is none).
 * @typedef {{
 *   name: string;
 *   declaredIn: string;
 *   doc: string;
 *   accepts: string;
 *   default: import('./config-rules').Value;
 * }} ConfigVariable
 */

/** @typedef {{ service: string; variables: ConfigVariable[] }} ServiceConfig */

/**
 * A variable as declared, its default still the initializer's expression.
 * @typedef {Omit<ConfigVariable, 'default'> & { default: ts.Expression | undefined }} DeclaredVariable
 */

function configFiles() {
  return fs.readdirSync(path.join(ROOT, 'services')).flatMap((service) => {
    const dir = path.join(ROOT, 'services', service, 'src/config');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => ({ service, file: path.join(dir, file) }));
  });
}

/** @param {string[]} files */
function programOf(files) {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return ts.createProgram(files, { ...options, noEmit: true });
}

/**
 * The class a heritage clause names, followed through imports.
 * @param {ts.TypeChecker} checker
 * @param {ts.ClassDeclaration} declaration
 */
function baseClassOf(checker, declaration) {
  const clause = declaration.heritageClauses?.find(
    (heritage) => heritage.token === ts.SyntaxKind.ExtendsKeyword,
  );
  if (!clause) return undefined;
  let symbol = checker.getSymbolAtLocation(clause.types[0].expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.find(ts.isClassDeclaration);
}

/** @param {ts.Node} node */
function docOf(node) {
  const text = ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The service's class: of its config folder's classes that extend another (the settings chain;
 * validator constraints extend none), the one no other extends.
 * @param {ts.TypeChecker} checker
 * @param {ts.ClassDeclaration[]} classes
 * @param {string} service
 */
function leafClass(checker, classes, service) {
  const settings = classes.filter((one) => baseClassOf(checker, one));
  const bases = new Set(settings.map((one) => baseClassOf(checker, one)));
  const leaves = settings.filter((one) => !bases.has(one));
  if (leaves.length !== 1)
    throw new Error(
      `services/${service}/src/config: one config class expected, found ${leaves.length}`,
    );
  return leaves[0];
}

/**
 * A variable's properties along the chain: the nearest default, the first doc and rules.
 * @param {ts.TypeChecker} checker
 * @param {ts.ClassDeclaration} leaf
 */
function variablesOf(checker, leaf) {
  const chain = [];
  /** @type {ts.ClassDeclaration | undefined} */
  let one = leaf;
  while (one) {
    chain.unshift(one);
    one = baseClassOf(checker, one);
  }
  /** @type {Map<string, DeclaredVariable>} */
  const variables = new Map();
  for (const declaration of chain)
    for (const member of declaration.members) {
      if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
      const name = member.name.text;
      if (!VARIABLE.test(name)) continue;
      const known = variables.get(name);
      const file = path.relative(ROOT, declaration.getSourceFile().fileName);
      variables.set(name, {
        name,
        declaredIn: known?.declaredIn ?? file,
        doc: known?.doc || docOf(member),
        accepts: known?.accepts || acceptedBy(checker, member),
        default: member.initializer ? member.initializer : known?.default,
      });
    }
  return [...variables.values()];
}

/**
 * Every service's variables, by service.
 * @returns {ServiceConfig[]}
 */
function readConfigClasses() {
  const files = configFiles();
  const program = programOf(files.map(({ file }) => file));
  const checker = program.getTypeChecker();
  const services = [...new Set(files.map(({ service }) => service))].sort();
  return services.map((service) => {
    const classes = files
      .filter((one) => one.service === service)
      .flatMap(({ file }) => {
        const source = /** @type {ts.SourceFile} */ (program.getSourceFile(file));
        return source.statements.filter(ts.isClassDeclaration);
      });
    const variables = variablesOf(checker, leafClass(checker, classes, service));
    return {
      service,
      variables: variables.map((variable) => ({
        ...variable,
        default: variable.default && valueOf(checker, variable.default),
      })),
    };
  });
}

module.exports = { readConfigClasses };
