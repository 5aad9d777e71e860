/**
 * Question and Answer Chain (n8n's `@n8n/n8n-nodes-langchain.chainRetrievalQa`, 1–1.6): the
 * retriever's documents for the query are stuffed into the system prompt's `{context}` and the
 * model answers (LangChain's retrieval and stuff-documents chains, as n8n builds them).
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput, type NodeType } from '@weft/workflow';
import { lcChains, lcPrompts } from '../shared/ai/langchain-untyped.js';
import {
  batchingProperty,
  definedTextProperty,
  fixedTextProperty,
  promptTypeProperty,
} from '../chain-llm/description.js';
import { isChatModel } from '../chain-llm/prompt.js';
import { promptInput } from '../shared/ai/prompt-input.js';

/** n8n's default system prompt of the chain. */
export const QA_SYSTEM_PROMPT = `You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question.
If you don't know the answer, just say that you don't know, don't try to make up an answer.
----------------
Context: {context}`;

async function answerItem(ctx: ExecuteContext, itemIndex: number): Promise<{ answer?: unknown }> {
  const model = await ctx.getInputConnectionData!('ai_languageModel', 0);
  const retriever = await ctx.getInputConnectionData!('ai_retriever', 0);
  const version = ctx.getNode().typeVersion;
  const query =
    version <= 1.2
      ? ctx.getNodeParameter('query', itemIndex)
      : promptInput(ctx, itemIndex, { inputKey: 'text', promptTypeKey: 'promptType' });
  if (query === undefined) throw new NodeOperationError(ctx.getNode(), 'The ‘query‘ parameter is empty.');
  const options = ctx.getNodeParameter('options', itemIndex, {}) as { systemPromptTemplate?: string };
  let templateText = options.systemPromptTemplate ?? QA_SYSTEM_PROMPT;
  if (version < 1.5) templateText = templateText.replace('{question}', '{input}');
  const prompts = await lcPrompts();
  const prompt = isChatModel(model)
    ? prompts.ChatPromptTemplate.fromMessages([
        prompts.SystemMessagePromptTemplate.fromTemplate(templateText),
        prompts.HumanMessagePromptTemplate.fromTemplate('{input}'),
      ])
    : new prompts.PromptTemplate({
        template: templateText + (options.systemPromptTemplate === undefined ? '\n\nQuestion: {input}\nAnswer:' : ''),
        inputVariables: ['context', 'input'],
      });
  const { createStuffDocumentsChain, createRetrievalChain } = await lcChains();
  const combineDocsChain = await createStuffDocumentsChain({ llm: model, prompt });
  const chain = await createRetrievalChain({ combineDocsChain, retriever });
  return (await chain.invoke({ input: query as string }, { signal: ctx.signal })) as { answer?: unknown };
}

async function executeRetrievalQa(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const version = ctx.getNode().typeVersion;
  const shape = (answer: unknown): Item['json'] =>
    version >= 1.5 ? { response: answer } : { response: { text: answer } };
  const batchSize = ctx.getNodeParameter('options.batching.batchSize', 0, 5) as number;
  const delay = ctx.getNodeParameter('options.batching.delayBetweenBatches', 0, 0) as number;
  if (version >= 1.6 && batchSize >= 1) {
    for (let start = 0; start < items.length; start += batchSize) {
      const batch = items.slice(start, start + batchSize);
      const settled = await Promise.allSettled(batch.map((_, k) => answerItem(ctx, start + k)));
      settled.forEach((result, k) => {
        if (result.status === 'rejected') {
          if (!ctx.continueOnFail()) throw result.reason;
          // n8n pairs a failed item of a batch with its index in the batch.
          out.push({ json: { error: (result.reason as Error)?.message }, pairedItem: { item: k } });
          return;
        }
        out.push({ json: shape(result.value.answer), pairedItem: { item: start + k } });
      });
      if (start + batchSize < items.length && delay > 0) await ctx.sleep(delay);
    }
    return [out];
  }
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      out.push({ json: shape((await answerItem(ctx, itemIndex)).answer), pairedItem: { item: itemIndex } });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw error;
    }
  }
  return [out];
}

const systemPrompt = (show: Record<string, unknown[]>, variable: string) => ({
  displayName: 'System Prompt Template',
  name: 'systemPromptTemplate',
  type: 'string' as const,
  default: QA_SYSTEM_PROMPT,
  typeOptions: { rows: 6 },
  description: `The system prompt; {context} is replaced by the retrieved documents (completion models also need {${variable}} for the question)`,
  displayOptions: { show: show as never },
});

/** Question and Answer Chain, versions 1–1.6. */
export const chainRetrievalQaNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.chainRetrievalQa',
      displayName: 'Question and Answer Chain',
      description: 'Answer questions about retrieved documents',
      icon: 'fa:link',
      iconColor: 'black',
      group: ['transform'],
      version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
      defaults: { name: 'Question and Answer Chain', color: '#909298' },
      codex: { alias: ['LangChain'], categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
      inputs: [
        'main',
        { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
        { displayName: 'Retriever', maxConnections: 1, type: 'ai_retriever', required: true },
      ],
      outputs: ['main'],
      credentials: [],
      properties: [
        {
          displayName: 'Start from an example of this chain in the templates',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Query',
          name: 'query',
          type: 'string',
          required: true,
          default: '={{ $json.input }}',
          displayOptions: { show: { '@version': [1] } },
        },
        {
          displayName: 'Query',
          name: 'query',
          type: 'string',
          required: true,
          default: '={{ $json.chat_input }}',
          displayOptions: { show: { '@version': [1.1] } },
        },
        {
          displayName: 'Query',
          name: 'query',
          type: 'string',
          required: true,
          default: '={{ $json.chatInput }}',
          displayOptions: { show: { '@version': [1.2] } },
        },
        { ...promptTypeProperty, displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.2 } }] } } },
        fixedTextProperty('guardrails', { '@version': [{ _cnd: { gte: 1.4 } }] }),
        fixedTextProperty('auto', { '@version': [{ _cnd: { gte: 1.4 } }] }),
        definedTextProperty,
        {
          displayName: 'Options',
          name: 'options',
          type: 'collection',
          default: {},
          placeholder: 'Add Option',
          options: [
            systemPrompt({ '@version': [{ _cnd: { lt: 1.5 } }] }, 'question'),
            systemPrompt({ '@version': [{ _cnd: { gte: 1.5 } }] }, 'input'),
            batchingProperty({ '@version': [{ _cnd: { gte: 1.6 } }] }),
          ],
        },
      ],
    },
    execute: executeRetrievalQa,
  },
];
