/**
 * Item List Output Parser (n8n's `@n8n/n8n-nodes-langchain.outputParserItemList`, 1): the answer
 * split into a list at a separator (a newline by default), at most a number of items.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import { createItemListOutputParser, type ItemListOptions } from '../shared/ai/output-parsers.js';
import { chainHintNotice } from '../output-parser-structured/index.js';

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const options = ctx.getNodeParameter('options', itemIndex, {}) as ItemListOptions;
  return { response: await createItemListOutputParser(options) };
}

/** Item List Output Parser, version 1. */
export const outputParserItemListNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.outputParserItemList',
      displayName: 'Item List Output Parser',
      description: 'Return the results as separate items',
      icon: 'fa:bars',
      iconColor: 'black',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Item List Output Parser' },
      codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
      inputs: [],
      outputs: ['ai_outputParser'],
      outputNames: ['Output Parser'],
      properties: [
        chainHintNotice,
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          options: [
            {
              displayName: 'Number Of Items',
              name: 'numberOfItems',
              type: 'number',
              default: -1,
              description: 'The most items to return; -1 for no limit',
            },
            {
              displayName: 'Separator',
              name: 'separator',
              type: 'string',
              default: '\\n',
              description: 'Where the answer is split into items (a new line by default)',
            },
          ],
        },
      ],
    },
    supplyData,
  },
];
