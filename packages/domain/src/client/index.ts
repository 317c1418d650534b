export * from './create-client.js';
export * from './errors.js';
// The contracts the client's methods are made from, for typing and for reading their schemas.
export { contracts } from '../contracts/index.js';
export type { Contract, ContractName } from '../contracts/index.js';
