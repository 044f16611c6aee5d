import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way: http -> writes, commands and projections' queries; writes (run a command, wait
// for what the next screen reads) -> commands, projections; commands -> events, infra; projections ->
// events, infra; events -> nothing of ours but the shared contracts and common's plain types.
const layer = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }] },
});

const clientMessage = 'the web client shares only src/contracts with the server';
const featureMessage = "import another feature through its public file (its folder's index.ts) only";
const serverOnly = [
  '**/src/infra/**',
  '**/src/commands/**',
  '**/src/http/**',
  '**/src/projections/**',
  'pg',
  'kysely',
  'zod',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'data/', 'bench/out/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  { files: ['*.js', 'scripts/**/*.mjs'], languageOptions: { globals: { module: 'writable', require: 'readonly' } } },
  {
    // CommonJS files (jest's global hooks, a preload) load their modules with require.
    files: ['**/*.cjs'],
    languageOptions: { globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Frozen migrations see the schema of their day, not today's ReadModel (as immich's do).
    files: ['src/infra/sql/migrations/**', 'src/projections/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  layer(
    ['src/events/**/*.ts'],
    ['**/commands/**', '**/projections/**', '**/http/**', '**/infra/**', '**/jobs/**'],
    'events depend on nothing but the contracts',
  ),
  layer(['src/commands/**/*.ts'], ['**/http/**', '**/projections/**'], 'commands depend on events and infra only'),
  layer(['src/projections/**/*.ts'], ['**/http/**', '**/commands/**'], 'projections depend on events and infra only'),
  layer(['src/writes/**/*.ts'], ['**/http/**', '**/modules/**'], 'writes sit below the controllers'),
  layer(['src/infra/**/*.ts'], ['**/http/**', '**/commands/**'], 'infra is the bottom layer'),
  layer(['web/src/**/*.{ts,tsx}'], serverOnly, clientMessage),
  // A feature reaches another only through its public file (features/<name>/index.ts). The rule sees
  // the written path, so each depth of folder inside a feature gets the pattern that climbs out of it.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOnly.map((group) => ({ group: [group], message: clientMessage })),
            { regex: `^(\\.\\./){${depth}}[^./][^/]*/.`, message: featureMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal[value=/^(\\.\\.\\/){${depth}}[^./][^/]*\\/./]`,
          message: featureMessage,
        },
      ],
    },
  })),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
