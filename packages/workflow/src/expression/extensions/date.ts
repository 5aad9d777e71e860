import type { ExtensionGroup } from './types.js';

/** Extension functions on Date values. */
export const dateExtensions: ExtensionGroup = {
  typeName: 'Date',
  functions: {},
  docs: {},
};
