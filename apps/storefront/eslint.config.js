import base from '@trini/eslint-config';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from '@trini/eslint-config/boundaries';

export default [
  ...base,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries(import.meta.dirname),
];
