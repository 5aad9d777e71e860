import type { ExtensionGroup } from './types.js';

/** Extension functions on Number values. */
export const numberExtensions: ExtensionGroup = {
  typeName: 'Number',
  functions: {},
  docs: {},
};
