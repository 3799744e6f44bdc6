// Lint: typescript-eslint's recommended rules, React's rules of hooks in the client, and the architectural
// rules that matter most: the pure rules cores under games/ never import a framework, the UI, the server or
// Node; the layers (games, client, server, tools, scripts) import only downward; no modules anywhere import
// each other in a circle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const FRAMEWORK_IMPORTS = {
  patterns: [
    {
      group: ['boardgame.io', 'boardgame.io/*'],
      message: 'Rules cores are framework-free: only game.ts may import boardgame.io.',
    },
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'Rules cores know nothing of the UI.' },
    {
      group: ['**/client/**', '**/server/**', '../../client/*', '../../server/*'],
      message: 'Rules cores may not import client or server code.',
    },
    {
      group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'child_process', 'worker_threads'],
      message: 'Rules cores run in the browser too: no Node APIs.',
    },
  ],
};

/** Who may not import whom: games/ stands alone, client/ and server/ stand on it and not on each other, and the
 * command-line scripts are nobody's library. */
const LAYER_ZONES = [
  {
    target: './games',
    from: ['./client', './server', './tools', './scripts', './test', './bench', './e2e'],
    message: 'games/ is the ground floor: it imports no other layer.',
  },
  {
    target: './client',
    from: ['./server', './tools', './scripts', './test', './bench'],
    message: 'The client runs in the browser: it imports games/ and itself only.',
  },
  {
    target: './server',
    from: ['./client', './tools', './scripts', './test', './bench'],
    message: 'The server imports games/ and itself only.',
  },
  {
    target: ['./test', './bench', './e2e', './tools'],
    from: './scripts',
    message: 'scripts/ holds command-line entry points, not a library: move shared code to tools/ or to its layer.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['games/**/*.ts'],
    ignores: [
      'games/*/game.ts',
      'games/*/module.ts',
      'games/shared/game-adapter.ts',
      'games/shared/game-module.ts',
      'games/index.ts',
    ],
    rules: { 'no-restricted-imports': ['error', FRAMEWORK_IMPORTS] },
  },
  {
    // The fence over the whole tree (docs/design/architecture.md#layers): no import cycle anywhere (the rule
    // skips type-only imports; test/lint/import-cycles.test.ts catches those), and each layer imports only
    // the layers below it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
);
