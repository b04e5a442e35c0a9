import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
    // One door into the engine: code outside it imports src/engine/index.ts only. Tests of the
    // engine's own modules may reach inside; everything else may not.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/engine/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/.+',
              message: 'Import the engine through src/engine (its index.ts), not its inner modules.',
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
)
