import type { ExtensionGroup } from './types.js';

/** Extension functions on Boolean values. */
export const booleanExtensions: ExtensionGroup = {
  typeName: 'Boolean',
  functions: {},
  docs: {},
};
