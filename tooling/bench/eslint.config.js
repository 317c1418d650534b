import base from '@trini/eslint-config';

export default base;
