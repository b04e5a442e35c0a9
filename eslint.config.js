import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'docs'] },
  js.configs.recommended,
  // The type-checked preset: rules that read the types (floating promises, unsafe any, needless casts).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One clear shape. No line over 160 characters, in code, strings and comments alike (src, tests, scripts, tools):
    // a long string is broken into '…' + '…' at a word boundary, which prettier leaves as it is.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-len': ['error', { code: 160, tabWidth: 2 }] },
  },
  {
    // No source file over 300 lines, blank lines and comments counted (the data in src/data is JSON, not linted).
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The rules engine stays pure: no UI, store, storage or DOM.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'zustand', 'zustand/*', '**/ui/**', '**/store/**'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // The engine's doors (docs/ARCHITECTURE.md): the app — and any new module — imports the app's door
    // src/engine/index.ts and the rules' tables src/engine/tables.ts, nothing deeper, and never the AI's door
    // src/engine/ai.ts. Tests of the engine's own modules may reach inside.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/engine/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/ai$',
              message:
                "The app imports the engine's door src/engine (its index.ts), not the AI's door src/engine/ai.ts.",
            },
            {
              regex: '(^|/)engine/(?!(ai|tables)$).+',
              message: 'Import the engine through its doors (src/engine, src/engine/tables), not its inner modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The computer players, the simulations, scripts and tools may also use the AI's door src/engine/ai.ts
    // (playouts and evaluation internals), and still nothing deeper.
    files: ['src/ai/**/*.ts', 'src/sim/**/*.ts', 'scripts/**/*.ts', 'tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/(?!(ai|tables)$).+',
              message:
                'Import the engine through its doors (src/engine, src/engine/tables, src/engine/ai), not its inner modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared core knows no game: it imports neither ruleset nor anything of the app around them.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'src/core is game-neutral: it imports only itself and libraries.' },
            { group: ['react', 'react-dom', 'zustand', 'zustand/*'], message: 'Rules stay pure: no UI or store.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // Phalanx stands on the shared core, never on Borodino's engine, AI or the app around it.
    files: ['src/phalanx/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(engine|ui|store|tutorial|i18n)(/|$)',
              message: 'Phalanx imports only src/core and its own modules, nothing of Borodino or the app.',
            },
            { group: ['react', 'react-dom', 'zustand', 'zustand/*'], message: 'Rules stay pure: no UI or store.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // The layers' arrows point one way (docs/ARCHITECTURE.md): checked on resolved paths, so that src/store/ui (the
    // screen's state) is told apart from src/ui (the components). Import cycles, type imports included, are checked by
    // dpdm in `npm run lint` (lint:cycles): this plugin's own cycle rule ignores type imports.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // One import statement a module: `import { type A, b }` rather than two lines from the same place.
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/core', './src/engine', './src/ai', './src/sim', './src/phalanx'],
              from: ['./src/store', './src/ui', './src/i18n', './src/tutorial', './src/worker'],
              message: 'The rules, the simulation and the computer players know nothing of the app around them.',
            },
            {
              // Resolved paths, so no spelling of the path slips through the rule on specifiers above.
              target: [
                './src/ui',
                './src/store',
                './src/tutorial',
                './src/i18n',
                './src/worker',
                './src/data',
                './src/main.tsx',
              ],
              from: './src/engine/ai.ts',
              message:
                "The app uses the engine's door src/engine/index.ts; src/engine/ai.ts is for the computer players, simulations, scripts and tools.",
            },
            {
              target: './src/store',
              from: './src/ui',
              message: 'The store never imports the UI: the UI reads the store.',
            },
            {
              target: './src/i18n',
              from: ['./src/store', './src/ui'],
              message: 'The words know nothing of the store or the screens: they word data they are given.',
            },
          ],
        },
      ],
    },
  },
)
