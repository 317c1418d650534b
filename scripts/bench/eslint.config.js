import base, { typeChecked } from '@trini/eslint-config';

export default [...base, ...typeChecked(import.meta.dirname)];
