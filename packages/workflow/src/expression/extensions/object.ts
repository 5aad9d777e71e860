import type { ExtensionGroup } from './types.js';

/** Extension functions on Object values. */
export const objectExtensions: ExtensionGroup = {
  typeName: 'Object',
  functions: {},
  docs: {},
};
