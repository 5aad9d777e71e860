import type { ExtensionGroup } from './types.js';

/** Extension functions on Array values. */
export const arrayExtensions: ExtensionGroup = {
  typeName: 'Array',
  functions: {},
  docs: {},
};
