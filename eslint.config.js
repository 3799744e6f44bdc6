// Lint: typescript-eslint's recommended rules, React's rules of hooks in the client, and the two
// architectural rules that matter most: the pure rules cores under games/ never import a framework, the
// UI, the server or Node, and their modules import each other in layers, never in a circle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const FRAMEWORK_IMPORTS = {
  patterns: [
    { group: ['boardgame.io', 'boardgame.io/*'], message: 'Rules cores are framework-free: only game.ts may import boardgame.io.' },
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'Rules cores know nothing of the UI.' },
    { group: ['**/client/**', '**/server/**', '../../client/*', '../../server/*'], message: 'Rules cores may not import client or server code.' },
    { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'child_process', 'worker_threads'], message: 'Rules cores run in the browser too: no Node APIs.' },
  ],
};

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
    ignores: ['games/*/game.ts', 'games/*/module.ts', 'games/shared/game-adapter.ts', 'games/shared/game-module.ts', 'games/index.ts'],
    rules: { 'no-restricted-imports': ['error', FRAMEWORK_IMPORTS] },
  },
  {
    // Layers only import downward: an import cycle is an error (the rule skips type-only imports).
    files: ['games/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
