/**
 * Parameters that take field NAMES rather than values (n8n's `requiresDataPath`): dropping a
 * field from the input panel on them writes the field's path (`users`, `customer.email`), not an
 * expression, as n8n does. 'single' replaces the value; 'multiple' appends, comma-separated.
 * Pure; used by the parameter drop target.
 */
import type { MappingPayload } from './mapping';

/** How a parameter takes field names. */
export type DataPathKind = 'single' | 'multiple';

/**
 * n8n 1.123's `requiresDataPath` parameters, by node type (without package prefix) and parameter
 * name, for descriptions that do not carry the flag themselves.
 */
const KNOWN: Record<string, Record<string, DataPathKind>> = {
  airtable: { fields: 'single', downloadFieldNames: 'multiple' },
  compareDatasets: { exceptWhenMix: 'multiple' },
  convertToFile: { sourceProperty: 'single' },
  html: { dataPropertyName: 'single' },
  httpRequest: { dataField: 'single', fields: 'multiple' },
  itemLists: {
    fieldsToExclude: 'multiple',
    fieldsToInclude: 'multiple',
    fieldsToCompare: 'multiple',
    fieldToSplitOut: 'multiple',
    fieldsToSplitBy: 'multiple',
  },
  merge: { fieldsToMatchString: 'multiple' },
  microsoftSql: { columns: 'multiple', updateKey: 'single', deleteKey: 'single' },
  mySql: { columns: 'multiple' },
  postgres: { returnFields: 'multiple' },
  set: { includeFields: 'multiple', excludeFields: 'multiple' },
  aggregate: { fieldsToExclude: 'multiple', fieldsToInclude: 'multiple' },
  removeDuplicates: { fieldsToExclude: 'multiple', fieldsToCompare: 'multiple' },
  splitOut: { fieldToSplitOut: 'multiple', fieldsToInclude: 'multiple' },
  summarize: { fieldsToSplitBy: 'multiple' },
};

/** Whether (and how) a parameter of a node type takes field names. */
export function dataPathKind(
  nodeType: string,
  parameter: { name: string; requiresDataPath?: unknown },
): DataPathKind | null {
  if (parameter.requiresDataPath === 'single' || parameter.requiresDataPath === 'multiple')
    return parameter.requiresDataPath;
  const short = nodeType.slice(nodeType.lastIndexOf('.') + 1);
  return KNOWN[short]?.[parameter.name] ?? null;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A field's path as the nodes read it: `customer.email`, `tags[0]`, `['e-mail']`. */
export function fieldPath(path: MappingPayload['path']): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (IDENTIFIER.test(key)) out += out ? `.${key}` : key;
    else out += `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
  }
  return out;
}

/** The value after dropping a field on a field-name parameter. */
export function fieldNameAfterDrop(kind: DataPathKind, current: unknown, payload: MappingPayload): string {
  const name = fieldPath(payload.path);
  if (kind === 'single') return name;
  const prev = typeof current === 'string' ? current.trim() : '';
  if (prev === '' || prev === '=') return name;
  return `${prev}, ${name}`;
}
