import { problemsOf, unresolvedPointers } from './doc-pointers';

/**
 * Pointers in files being changed by others as this test was written, which they fix: remove an
 * entry once its pointer resolves (the last test fails until then, so none is kept for nothing).
 */
const PENDING: string[] = [];

/** "file:12: pointer (why)" as "file: pointer", which line edits do not move. */
const withoutLine = (problem: string) => problem.replace(/:\d+: (.*) \([^)]*\)$/, ': $1');

describe('pointers in comments and docs', () => {
  const unresolved = unresolvedPointers().map(withoutLine);

  it('each names a file that exists, and a section or anchor it has', () => {
    expect(unresolved.filter((problem) => !PENDING.includes(problem))).toEqual([]);
  });

  it('lists as pending only pointers that are still broken', () => {
    expect(PENDING.filter((pending) => !unresolved.includes(pending))).toEqual([]);
  });
});

describe('problemsOf', () => {
  const problems = (text: string, file = 'tools/example.js') =>
    problemsOf(file, text).map(withoutLine);

  it('checks files named from the root, and the start of a name (a module, a test pattern)', () => {
    expect(problems('// see tools/embedded/stack.js and tools/embedded/stack')).toEqual([]);
    expect(problems('// see tools/embedded/missing.js')).toEqual([
      'tools/example.js: tools/embedded/missing.js',
    ]);
  });

  it('checks a section, quoted or not, across a wrapped comment', () => {
    const wrapped = '// (docs/api.md,\n// "The helpdesk webhook"); deploy/README.md, Releasing).';
    expect(problems(wrapped)).toEqual([]);
    expect(problems('// README, "Performance"; deploy/README.md, Nowhere).')).toEqual([
      'tools/example.js: README, "Performance"',
      'tools/example.js: deploy/README.md, "Nowhere"',
    ]);
  });

  it("checks a Markdown link's file and anchor from the doc's own folder", () => {
    const doc = '[a](operations.md#resilience) [b](../deploy/README.md#tracing) [c](api.md#nope)';
    expect(problems(doc, 'docs/example.md')).toEqual(['docs/example.md: api.md#nope']);
  });

  it('leaves out build output, placeholders, commands in code blocks and what is outside', () => {
    const text = [
      'web/dist/index.html, services/SERVICE/dist, ../shared/spec/SPEC.md',
      '```sh',
      'kubectl rollout status deploy/gateway',
      '```',
    ].join('\n');
    expect(problems(text, 'docs/example.md')).toEqual([]);
  });
});
