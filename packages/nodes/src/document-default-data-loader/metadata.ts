/**
 * The metadata a document loader adds to its documents, or the filter a vector store searches
 * with: the `options.metadata` name/value pairs, else the `options.searchFilterJson` object (n8n's
 * `getMetadataFiltersValues`). Shared by the document loaders and the vector stores.
 */
import { ExpressionError, type ExecuteContext } from '@weft/workflow';

export function metadataFilterValues(ctx: ExecuteContext, itemIndex: number): Record<string, unknown> | undefined {
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as { metadata?: { metadataValues?: Array<{ name: string; value: unknown }> }; searchFilterJson?: unknown };
  const pairs = options.metadata?.metadataValues;
  if (pairs && pairs.length > 0) return pairs.reduce<Record<string, unknown>>((acc, { name, value }) => ({ ...acc, [name]: value }), {});
  if (options.searchFilterJson) return asObject(ctx.getNodeParameter('options.searchFilterJson', itemIndex, '', { ensureType: 'object' }), 'options.searchFilterJson');
  return undefined;
}

/**
 * A JSON parameter as an object, as n8n's `ensureType: 'object'` gives it: the editor's JSON text
 * parsed, an object as it is (the engine may not apply `ensureType` itself).
 */
function asObject(value: unknown, name: string): Record<string, unknown> {
  if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value === 'string' && value.length) {
    try {
      return JSON.parse(value) as Record<string, unknown>;
    } catch (e) {
      throw new ExpressionError(`Parameter '${name}' could not be parsed`, { description: (e as Error).message });
    }
  }
  throw new ExpressionError(`Parameter '${name}' must be an object, but we got '${String(value)}'`);
}

/** n8n's metadata field of the loaders' options ("Metadata", name/value pairs). */
export const metadataOption = {
  displayName: 'Metadata',
  name: 'metadata',
  type: 'fixedCollection' as const,
  description: 'Metadata to add to each document. Could be used for filtering during retrieval',
  typeOptions: { multipleValues: true },
  default: {},
  placeholder: 'Add property',
  options: [
    {
      name: 'metadataValues',
      displayName: 'Fields to Set',
      values: [
        { displayName: 'Name', name: 'name', type: 'string' as const, default: '', required: true },
        { displayName: 'Value', name: 'value', type: 'string' as const, default: '' },
      ],
    },
  ],
};
