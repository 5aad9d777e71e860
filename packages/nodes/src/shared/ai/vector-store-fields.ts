/** Fields several vector store nodes share (n8n's `metadataFilterField` and resource locators). */
import type { NodeProperty } from '@weft/workflow';
import { metadataOption } from '../../document-default-data-loader/index.js';

/** "Metadata Filter": name/value pairs every document found must have in its metadata. */
export const metadataFilterField = {
  ...metadataOption,
  displayName: 'Metadata Filter',
  description: 'Metadata to filter the document by',
  placeholder: 'Add filter field',
} as NodeProperty;

/** A resource locator picking a store's index, collection or table from a list or by its ID. */
export function storeLocator(displayName: string, name: string, searchListMethod: string): NodeProperty {
  return {
    displayName,
    name,
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod } },
      { displayName: 'ID', name: 'id', type: 'string' },
    ],
  };
}
