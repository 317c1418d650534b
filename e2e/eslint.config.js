import base from '@trini/eslint-config';

export default [
  ...base,
  // Playwright fixtures destructure an empty object by design.
  { files: ['fixtures/**'], rules: { 'no-empty-pattern': 'off' } },
];
