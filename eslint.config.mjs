// Lint for every project, and the architecture as rules (docs/architecture.md):
// - Nx's module boundaries: web never imports services, services never import each other,
//   contracts import nothing of ours, the answer engine nothing of ours and no framework or
//   database package;
// - no import cycles anywhere;
// - inside the answer engine, no folder imports one above it;
// - web features never import each other (they meet in app/);
// - tools and tests reach a service only through its public entry (package exports), never
//   its src/ or dist/ files, but for the integration tests that set up a service's store;
// - file names in kebab-case.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

/** Zones are paths from the repository's root, wherever eslint runs (nx runs it per project). */
const ROOT = dirname(fileURLToPath(import.meta.url));

/** web/src/features/*: each may import only itself, the shared folders and app/. */
const WEB_FEATURES = ['admin-faqs', 'admin-insights', 'admin-requests', 'auth', 'chat'];

/**
 * The answer engine's folders, lowest first: each imports only those before it (and itself).
 * index.ts and testing.fixture.ts, at the top, import any.
 */
const ENGINE_LAYERS = [
  'slices',
  'language',
  'search',
  'answers',
  ['learning', 'embeddings', 'chat-model'],
  'model-choice',
  'shop-profile',
];

/** What the answer engine never imports: it runs in tools and evaluations as it does in the service. */
const NOT_IN_ENGINE = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'ioredis',
  'class-validator',
  'class-transformer',
];

/**
 * Integration tests that build a service's store themselves (its migrations, seed data, a
 * retention run on its database, a password file): they use the service's own code for it.
 */
const SERVICE_STORE_SETUP = [
  'tests/integration/transcript-retention.spec.ts',
  'tests/integration/demo-faqs-seed.production.spec.ts',
  'tests/integration/admin-config.spec.ts',
  'tests/integration/insights.production.spec.ts',
  'tests/integration/replicas.production.spec.ts',
];

/** A zone per engine layer: nothing from the layers above it. */
function engineLayerZones() {
  const folders = (layer) => (Array.isArray(layer) ? layer : [layer]);
  const engine = './libs/answer-engine/src';
  return ENGINE_LAYERS.flatMap((layer, i) =>
    folders(layer).map((folder) => ({
      target: `${engine}/${folder}`,
      from: ENGINE_LAYERS.slice(i + 1)
        .flatMap(folders)
        .map((above) => `${engine}/${above}`),
      message: `The answer engine's ${folder}/ imports only the folders below it: ${ENGINE_LAYERS.slice(0, i).flatMap(folders).join(', ') || 'none'}.`,
    })),
  ).filter((zone) => zone.from.length > 0);
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/*.d.ts',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:service-kit', onlyDependOnLibsWithTags: ['scope:contracts'] },
            {
              sourceTag: 'scope:answer-engine',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: NOT_IN_ENGINE,
            },
            {
              sourceTag: 'scope:service',
              onlyDependOnLibsWithTags: [
                'scope:contracts',
                'scope:service-kit',
                'scope:answer-engine',
              ],
            },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:contracts'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // The cycle rule reads each imported file: TypeScript ones with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        {
          // Migrations keep TypeORM's timestamp first: 1732000000000-create-faqs.ts.
          '**/migrations/[0-9]*.ts': '+([0-9])-+([a-z0-9-])',
          '**/!(migrations)/*.{ts,tsx,js,mjs}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // The API's types come from the contracts, as types: their values would bring the
      // validators into the page's bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@caddie/contracts',
              allowTypeImports: true,
              message: 'Import the contracts as types only (import type {...}).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message: 'Features never import each other: they meet in web/src/app.',
          })),
        },
      ],
    },
  },
  {
    files: ['libs/answer-engine/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: engineLayerZones(),
        },
      ],
    },
  },
  {
    files: ['tools/**/*.{js,ts}', 'tests/**/*.ts'],
    ignores: SERVICE_STORE_SETUP,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: ['./tools', './tests'],
              from: ['./services/*/src/**', './services/*/dist/**', './web/src/**'],
              message:
                'Reach a service through its public entry (its package exports), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
