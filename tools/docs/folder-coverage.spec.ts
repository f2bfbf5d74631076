import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingFromArchitecture, missingFromWebReadme } from './folder-coverage';

const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the docs that map the repository', () => {
  it("docs/architecture.md names every folder of each project's src/, of tools/ and of tests/", () => {
    expect(missingFromArchitecture(read('docs/architecture.md'))).toEqual([]);
  });

  it('web/README.md names every folder of web/, of web/src and every feature', () => {
    expect(missingFromWebReadme(read('web/README.md'))).toEqual([]);
  });
});

describe('missingFromArchitecture', () => {
  it('takes a folder named in its project row, or a row of its own', () => {
    const table = (gateway: string) =>
      [
        '| Folder | Its job |',
        '| --- | --- |',
        `| \`services/gateway\` | ${gateway} |`,
        '| `services/gateway/src/faqs` | the FAQ routes |',
      ].join('\n');
    const missing = missingFromArchitecture(table('`http/` the pipeline'));
    expect(missing).toContain('services/gateway/src/config/');
    expect(missing).not.toContain('services/gateway/src/http/');
    expect(missing).not.toContain('services/gateway/src/faqs/');
    expect(missing).toContain('tools (no row)');
  });
});
