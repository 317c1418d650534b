import base from '@trini/eslint-config';
import { noCycles } from '@trini/eslint-config/boundaries';

export default [...base, ...noCycles(import.meta.dirname)];
