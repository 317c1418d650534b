import base, { typeChecked } from '@trini/eslint-config';
import { noCycles } from '@trini/eslint-config/boundaries';

export default [
  // TypeDoc's generated site (`pnpm lint` builds it).
  { ignores: ['docs-site/'] },
  ...base,
  ...typeChecked(import.meta.dirname),
  ...noCycles(import.meta.dirname),
];
