/**
 * Auto-fixing Output Parser (n8n's `@n8n/n8n-nodes-langchain.outputParserAutofixing`, 1): wraps
 * another output parser; when that one fails, its model is sent the retry prompt (format
 * instructions, the answer, the error) and the repaired answer is parsed again.
 */
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { lcPrompts } from '../shared/ai/langchain-untyped.js';
import { createOutputFixingParser, NAIVE_FIX_PROMPT, type WeftOutputParser } from '../shared/ai/output-parsers.js';
import { chainHintNotice } from '../output-parser-structured/index.js';

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const model = await ctx.getInputConnectionData!('ai_languageModel', itemIndex);
  const inner = (await ctx.getInputConnectionData!('ai_outputParser', itemIndex)) as WeftOutputParser;
  const prompt = String(ctx.getNodeParameter('options.prompt', itemIndex, NAIVE_FIX_PROMPT));
  if (prompt.length === 0 || !prompt.includes('{error}')) {
    throw new NodeOperationError(ctx.getNode(), 'Auto-fixing parser prompt has to contain {error} placeholder');
  }
  const { PromptTemplate } = await lcPrompts();
  return { response: await createOutputFixingParser(ctx, model, inner, PromptTemplate.fromTemplate(prompt)) };
}

/** Auto-fixing Output Parser, version 1. */
export const outputParserAutofixingNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.outputParserAutofixing',
      displayName: 'Auto-fixing Output Parser',
      description: 'Deprecated, use structured output parser',
      icon: 'fa:tools',
      iconColor: 'black',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Auto-fixing Output Parser' },
      codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
      inputs: [
        { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
        { displayName: 'Output Parser', maxConnections: 1, required: true, type: 'ai_outputParser' },
      ],
      outputs: ['ai_outputParser'],
      outputNames: ['Output Parser'],
      properties: [
        {
          displayName: 'Wraps another output parser: when that one fails, a model is asked to fix the format',
          name: 'info',
          type: 'notice',
          default: '',
        },
        chainHintNotice,
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          placeholder: 'Add Option',
          default: {},
          options: [
            {
              displayName: 'Retry Prompt',
              name: 'prompt',
              type: 'string',
              default: NAIVE_FIX_PROMPT,
              typeOptions: { rows: 10 },
              hint: 'Use the placeholders {error}, {instructions} and {completion}',
            },
          ],
        },
      ],
    },
    supplyData,
  },
];
