import base, { typeChecked } from '@trini/eslint-config';

export default [
  ...base,
  ...typeChecked(import.meta.dirname),
  // Playwright fixtures destructure an empty object by design.
  { files: ['fixtures/**'], rules: { 'no-empty-pattern': 'off' } },
];
