import base, { typeChecked } from '@trini/eslint-config';
import { noCycles } from '@trini/eslint-config/boundaries';

export default [...base, ...typeChecked(import.meta.dirname), ...noCycles(import.meta.dirname)];
