// Shared ESLint flat config: typescript-eslint recommended plus the project's conventions.
import js from '@eslint/js';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Base config for every TypeScript package. */
export const base = tseslint.config(
  // Build output, and what a Playwright run writes (its HTML report bundles the trace viewer).
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { regexp },
    rules: {
      // No regular expression whose backtracking can take more than linear time (an
      // email pattern made one request block the API for 10 s).
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
);

/**
 * Type-aware rules for the package in `dir` (its folder, e.g. `import.meta.dirname`):
 * typescript-eslint's `recommendedTypeChecked` and `stylisticTypeChecked` on its TypeScript files,
 * each checked with its nearest tsconfig.json (the project service); plain JS files (configs,
 * scripts) get no type-checked rules. Spread it after `base`.
 */
export function typeChecked(dir) {
  return tseslint.config(
    {
      files: ['**/*.{ts,tsx}'],
      extends: [
        ...tseslint.configs.recommendedTypeChecked,
        ...tseslint.configs.stylisticTypeChecked,
      ],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } },
      rules: {
        // Fastify plugins, hooks and handlers signal completion by returning a promise: `async`
        // without `await` is their API, not a mistake.
        '@typescript-eslint/require-await': 'off',
        // The shop's data spells 'none' as '' or 0 (a blank Thumbnail, an empty cookie, a 0 rate),
        // so `||` on a string or number is a deliberate fallback; `??` is still required elsewhere.
        '@typescript-eslint/prefer-nullish-coalescing': [
          'error',
          { ignorePrimitives: { string: true, number: true } },
        ],
      },
    },
    { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  );
}

export default base;
