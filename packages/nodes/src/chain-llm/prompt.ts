/**
 * The prompt the Basic LLM Chain sends: the query (with the output parser's format instructions
 * after a newline), preceded for chat models by the chat messages of the node (system, AI, user
 * text with braces kept literal, or a user image from the item's binary data or a URL).
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { lcMessages, lcPrompts } from '../shared/ai/langchain-untyped.js';

/** One entry of the node's `messages.messageValues`. */
export interface ChainMessage {
  type: string;
  message?: string;
  messageType?: 'text' | 'imageBinary' | 'imageUrl';
  binaryImageDataKey?: string;
  imageUrl?: string;
  imageDetail?: 'auto' | 'low' | 'high';
}

/** Whether a model is a chat model (LangChain's namespace of chat models), as n8n tells them apart. */
export function isChatModel(model: unknown): boolean {
  const ns = (model as { lc_namespace?: string[] } | undefined)?.lc_namespace ?? [];
  return ns.includes('chat_models');
}

/** Models that take an image as a bare data URI rather than `{url, detail}`. */
function takesDataUri(model: unknown): boolean {
  const ctor = (model as { constructor?: { lc_name?: () => string } } | undefined)?.constructor;
  const name = typeof ctor?.lc_name === 'function' ? ctor.lc_name() : '';
  return name === 'ChatGoogleGenerativeAI' || name === 'ChatOllama';
}

/** A user message with an image (binary data of the item, or a URL). */
async function imageMessage(ctx: ExecuteContext, itemIndex: number, message: ChainMessage, model: unknown) {
  const { HumanMessage } = await lcMessages();
  if (message.messageType !== 'imageBinary' && message.messageType !== 'imageUrl') {
    throw new NodeOperationError(ctx.getNode(), 'Invalid message type. Only imageBinary and imageUrl are supported');
  }
  const detail = message.imageDetail === 'auto' ? undefined : message.imageDetail;
  if (message.messageType === 'imageUrl' && message.imageUrl) {
    return new HumanMessage({ content: [{ type: 'image_url', image_url: { url: message.imageUrl, detail } }] });
  }
  const key = message.binaryImageDataKey ?? 'data';
  const binary = ctx.getInputData()[itemIndex]?.binary?.[key];
  if (!binary) throw new NodeOperationError(ctx.getNode(), 'No binary data set.');
  if (!binary.mimeType?.startsWith('image/')) {
    throw new NodeOperationError(
      ctx.getNode(),
      `${binary.mimeType} is not a supported type of binary data. Only images are supported.`,
    );
  }
  const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, key);
  const uri = `data:${binary.mimeType};base64,${Buffer.from(bytes).toString('base64')}`;
  return new HumanMessage({
    content: [{ type: 'image_url', image_url: takesDataUri(model) ? uri : { url: uri, detail } }],
  });
}

/**
 * The prompt template of one item: a plain template for completion models, else a chat prompt of
 * the node's messages and the query as the last user message (added to a last image message).
 */
export async function chainPrompt(
  ctx: ExecuteContext,
  itemIndex: number,
  model: unknown,
  query: unknown,
  messages: ChainMessage[],
  formatInstructions?: string,
) {
  const prompts = await lcPrompts();
  const { HumanMessage } = await lcMessages();
  const queryTemplate = new prompts.PromptTemplate({
    template: `{query}${formatInstructions ? '\n{formatInstructions}' : ''}`,
    inputVariables: ['query'],
    partialVariables: formatInstructions ? { formatInstructions } : undefined,
  });
  if (!isChatModel(model)) return queryTemplate;
  const templates = {
    SystemMessagePromptTemplate: prompts.SystemMessagePromptTemplate,
    AIMessagePromptTemplate: prompts.AIMessagePromptTemplate,
    HumanMessagePromptTemplate: prompts.HumanMessagePromptTemplate,
  };
  const parsed: unknown[] = [];
  for (const message of messages ?? []) {
    const Template = templates[message.type as keyof typeof templates];
    if (!Template) throw new NodeOperationError(ctx.getNode(), `Invalid message type "${message.type}"`);
    if (message.type === 'HumanMessagePromptTemplate' && (message.messageType ?? 'text') !== 'text') {
      parsed.push(await imageMessage(ctx, itemIndex, message, model));
      continue;
    }
    parsed.push(Template.fromTemplate((message.message || '').replace(/[{}]/g, (m) => m + m)));
  }
  const last = parsed[parsed.length - 1];
  if (last instanceof HumanMessage && Array.isArray(last.content)) {
    // A last image message gets the query as a text part of its own content.
    const formatted = await new prompts.HumanMessagePromptTemplate(queryTemplate).format({ query });
    last.content = [...(last.content as unknown[]), { text: String(formatted.content), type: 'text' }];
  } else {
    parsed.push(new prompts.HumanMessagePromptTemplate(queryTemplate));
  }
  return prompts.ChatPromptTemplate.fromMessages(parsed);
}
