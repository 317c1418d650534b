import base, { typeChecked } from '@trini/eslint-config';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from '@trini/eslint-config/boundaries';

export default [
  ...base,
  ...typeChecked(import.meta.dirname),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React ignores what an event handler returns: `onSubmit={handleSubmit(save)}` is the
      // react-hook-form idiom, and its promise reports its own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolling table region must take focus so a keyboard can scroll it (axe's
      // scrollable-region-focusable), as the plugin's docs allow for such roles.
      'jsx-a11y-x/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  ...boundaries(import.meta.dirname),
];
