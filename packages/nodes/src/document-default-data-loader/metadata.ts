/**
 * The metadata a document loader adds to its documents, or the filter a vector store searches
 * with: the `options.metadata` name/value pairs, else the `options.searchFilterJson` object (n8n's
 * `getMetadataFiltersValues`). Shared by the document loaders and the vector stores.
 */
import type { ExecuteContext } from '@weft/workflow';

export function metadataFilterValues(ctx: ExecuteContext, itemIndex: number): Record<string, unknown> | undefined {
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as {
    metadata?: { metadataValues?: Array<{ name: string; value: unknown }> };
    searchFilterJson?: unknown;
  };
  const pairs = options.metadata?.metadataValues;
  if (pairs && pairs.length > 0)
    return pairs.reduce<Record<string, unknown>>((acc, { name, value }) => ({ ...acc, [name]: value }), {});
  // The editor's JSON text, parsed by the engine (n8n's ensureType 'object').
  if (options.searchFilterJson)
    return ctx.getNodeParameter('options.searchFilterJson', itemIndex, '', { ensureType: 'object' }) as Record<
      string,
      unknown
    >;
  return undefined;
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

/** The notice of the older loaders: their documents go to a vector store. */
export const vectorStoreNotice = {
  displayName:
    "This node must be connected to a vector store. <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_vectorStore'>Insert one</a>",
  name: 'notice',
  type: 'notice' as const,
  default: '',
  typeOptions: { containerClass: 'ndv-connection-hint-notice' },
};

/** The older loaders' "Options" collection: the metadata to add to each document. */
export const metadataOptions = {
  displayName: 'Options',
  name: 'options',
  type: 'collection' as const,
  placeholder: 'Add Option',
  default: {},
  options: [metadataOption],
};
