/**
 * Chat memories of n8n's AI nodes: the session id a memory sub-node keys its history by (the
 * chat trigger's `sessionId`, or a key of its own), the parameters the memory nodes share, and
 * the wrapper that records each call a root node makes into a memory (`loadMemoryVariables`,
 * `saveContext`, a history's `getMessages`/`addMessage`) as a run of the memory sub-node, in the
 * shapes n8n's run data shows.
 */
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeProperty,
  type SubNodeRunLog,
} from '@weft/workflow';

/** n8n's type name of the Chat Trigger, whose first item carries the chat's `sessionId`. */
const CHAT_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.chatTrigger';

/** n8n's notice at the top of a sub-node's parameters (the editor shows it when nothing is connected). */
export const connectedToAgentNotice: NodeProperty = {
  displayName: 'Connect this node to an AI agent (or chain) to use it',
  name: 'notice',
  type: 'notice',
  default: '',
  typeOptions: { containerClass: 'ndv-connection-hint-notice' },
};

/** The `sessionIdType` parameter: from the chat trigger's input, or a key given below. */
export const sessionIdTypeProperty: NodeProperty = {
  displayName: 'Session ID',
  name: 'sessionIdType',
  type: 'options',
  options: [
    {
      name: 'Connected Chat Trigger Node',
      value: 'fromInput',
      description: "Takes the input field 'sessionId', as a Chat Trigger connected before this node outputs it",
    },
    { name: 'Define below', value: 'customKey', description: 'An expression over earlier nodes, or fixed text' },
  ],
  default: 'fromInput',
};

/** The (disabled) `sessionKey` shown with `fromInput` from `fromVersion` on. */
export function inputSessionKeyProperty(fromVersion: number): NodeProperty {
  return {
    displayName: 'Session Key From Previous Node',
    name: 'sessionKey',
    type: 'string',
    default: '={{ $json.sessionId }}',
    disabledOptions: { show: { sessionIdType: ['fromInput'] } },
    displayOptions: { show: { sessionIdType: ['fromInput'], '@version': [{ _cnd: { gte: fromVersion } }] } },
  } as NodeProperty;
}

/** The `sessionKey` given with `customKey`. */
export const customSessionKeyProperty: NodeProperty = {
  displayName: 'Key',
  name: 'sessionKey',
  type: 'string',
  default: '',
  description: 'The session ID the memory is stored under',
  displayOptions: { show: { sessionIdType: ['customKey'] } },
};

/** How many past interactions (a human and an AI message each) the model is given. */
export const contextWindowLengthProperty: NodeProperty = {
  displayName: 'Context Window Length',
  name: 'contextWindowLength',
  type: 'number',
  default: 5,
  hint: 'How many past interactions the model receives as context',
};

/** The `sessionKey` of version 1 nodes (a fixed key by default) and of version 1.1 (the input's sessionId). */
export function legacySessionKeyProperties(): NodeProperty[] {
  return [
    {
      displayName: 'Session Key',
      name: 'sessionKey',
      type: 'string',
      default: 'chat_history',
      description: 'The key the memory is stored under',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Session ID',
      name: 'sessionKey',
      type: 'string',
      default: '={{ $json.sessionId }}',
      description: 'The key the memory is stored under',
      displayOptions: { show: { '@version': [1.1] } },
    },
  ];
}

/** A session id as text: strings as they are, numbers and booleans written out, anything else refused. */
export function coerceSessionIdToString(
  ctx: Pick<ExecuteContext, 'getNode'>,
  sessionId: unknown,
  itemIndex: number,
): string {
  if (typeof sessionId === 'string') return sessionId;
  if (typeof sessionId === 'number' || typeof sessionId === 'boolean') return String(sessionId);
  throw new NodeOperationError(ctx.getNode(), 'Invalid session ID', {
    description: 'The session ID must be a text value',
    itemIndex,
  });
}

function isEmpty(value: unknown): boolean {
  return value === '' || value === undefined || value === null;
}

/**
 * The session id of a memory node, as n8n keys it: with `fromInput` the item's `sessionId` (else
 * the first item of the workflow's Chat Trigger), with `customKey` the `sessionKey` parameter.
 * Missing ids are n8n's errors ("No session ID found", "Key parameter is empty").
 */
export function getSessionId(
  ctx: ExecuteContext,
  itemIndex: number,
  selectorKey = 'sessionIdType',
  autoSelect = 'fromInput',
  customKey = 'sessionKey',
): string {
  const selectorType = ctx.getNodeParameter(selectorKey, itemIndex);
  if (selectorType === autoSelect) {
    let raw: unknown;
    const withBody = ctx as ExecuteContext & { getBodyData?: () => Record<string, unknown> | undefined };
    if (typeof withBody.getBodyData === 'function') {
      raw = (withBody.getBodyData() ?? {}).sessionId;
    } else {
      raw = ctx.evaluateExpression('{{ $json.sessionId }}', itemIndex);
      if (isEmpty(raw)) {
        try {
          const trigger = ctx.getWorkflow().nodes.find((n) => n.type === CHAT_TRIGGER_TYPE);
          if (trigger) raw = ctx.evaluateExpression(`{{ $('${trigger.name}').first().json.sessionId }}`, itemIndex);
        } catch {
          // The trigger did not run in this execution: no session id from it.
        }
      }
    }
    if (isEmpty(raw)) {
      throw new NodeOperationError(ctx.getNode(), 'No session ID found', {
        description:
          "Expected to find the session ID in an input field called 'sessionId' (this is what the chat trigger node outputs). To use something else, change the 'Session ID' parameter",
        itemIndex,
      });
    }
    return coerceSessionIdToString(ctx, raw, itemIndex);
  }
  const raw = ctx.getNodeParameter(customKey, itemIndex, '');
  if (isEmpty(raw)) {
    throw new NodeOperationError(ctx.getNode(), 'Key parameter is empty', {
      description:
        "Provide a key to use as session ID in the 'Key' parameter or use the 'Connected Chat Trigger Node' option to use the session ID from your Chat Trigger",
      itemIndex,
    });
  }
  return coerceSessionIdToString(ctx, raw, itemIndex);
}

/**
 * The session id of a memory node at its version: from `fromSelectorVersion` on by
 * {@link getSessionId}, before that the `sessionKey` parameter as it is.
 */
export function sessionIdAtVersion(ctx: ExecuteContext, itemIndex: number, fromSelectorVersion: number): string {
  if (ctx.getNode().typeVersion >= fromSelectorVersion) return getSessionId(ctx, itemIndex);
  return coerceSessionIdToString(ctx, ctx.getNodeParameter('sessionKey', itemIndex), itemIndex);
}

/** What the wrapper needs of a sub-node's context: its node and its run log. */
export type MemoryRunContext = Pick<ExecuteContext, 'getNode'> & SubNodeRunLog;

function hasMethods(value: unknown, ...names: string[]): boolean {
  return (
    !!value &&
    typeof value === 'object' &&
    names.every((n) => typeof (value as Record<string, unknown>)[n] === 'function')
  );
}

/** Whether a value is a LangChain chat memory (`loadMemoryVariables` and `saveContext`). */
export function isChatMemory(value: unknown): boolean {
  return hasMethods(value, 'loadMemoryVariables', 'saveContext');
}

/** Whether a value is a LangChain chat message history (`getMessages` and `addMessage`). */
export function isChatMessageHistory(value: unknown): boolean {
  return hasMethods(value, 'getMessages', 'addMessage');
}

/**
 * Runs one call of a memory, closing its run with the error when it throws: the error becomes a
 * NodeOperationError of the memory node (its message as description when it has none).
 */
async function recorded<T>(ctx: MemoryRunContext, index: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const cause = e instanceof Error ? e : new Error(String(e));
    const error = new NodeOperationError(ctx.getNode(), cause, { context: { functionality: 'configuration-node' } });
    ctx.addOutputData('ai_memory', index, error);
    if (error.message) {
      if (!error.description) error.description = error.message;
      throw error;
    }
    throw new NodeOperationError(
      ctx.getNode(),
      `Error on node "${ctx.getNode().name}" which is connected via input "ai_memory"`,
    );
  }
}

function item(json: Record<string, unknown>): Item[][] {
  return [[{ json: json }]];
}

/**
 * A memory (or chat message history) whose calls are recorded as runs of the memory sub-node, as
 * n8n records them: `loadMemoryVariables` (in: the values; out: the chat history it answers),
 * `saveContext` (in: input and output; out: the whole history after saving), `getMessages` and
 * `addMessage`. Everything else passes through to the object.
 */
export function wrapMemory<T extends object>(memory: T, ctx: MemoryRunContext): T {
  const memoryLike = isChatMemory(memory);
  const historyLike = isChatMessageHistory(memory);
  return new Proxy(memory, {
    get(target, prop) {
      const t = target as Record<string | symbol, unknown> & {
        loadMemoryVariables(values: unknown): Promise<Record<string, unknown>>;
        saveContext(input: unknown, output: unknown): Promise<void>;
        chatHistory: { getMessages(): Promise<unknown[]> };
        getMessages(): Promise<unknown[]>;
        addMessage(message: unknown): Promise<void>;
      };
      if (memoryLike && prop === 'loadMemoryVariables') {
        return async (values: unknown) => {
          const { index } = ctx.addInputData('ai_memory', item({ action: 'loadMemoryVariables', values }));
          const response = await recorded(ctx, index, () => t.loadMemoryVariables(values));
          const chatHistory = response?.chat_history ?? response;
          ctx.addOutputData('ai_memory', index, item({ action: 'loadMemoryVariables', chatHistory }));
          return response;
        };
      }
      if (memoryLike && prop === 'saveContext') {
        return async (input: unknown, output: unknown) => {
          const { index } = ctx.addInputData('ai_memory', item({ action: 'saveContext', input, output }));
          const response = await recorded(ctx, index, () => t.saveContext(input, output));
          const chatHistory = await t.chatHistory.getMessages();
          ctx.addOutputData('ai_memory', index, item({ action: 'saveContext', chatHistory }));
          return response;
        };
      }
      if (historyLike && prop === 'getMessages') {
        return async () => {
          const { index } = ctx.addInputData('ai_memory', item({ action: 'getMessages' }));
          const response = await recorded(ctx, index, () => t.getMessages());
          ctx.addOutputData('ai_memory', index, item({ action: 'getMessages', response }));
          return response;
        };
      }
      if (historyLike && prop === 'addMessage') {
        return async (message: unknown) => {
          const payload = { action: 'addMessage', message };
          const { index } = ctx.addInputData('ai_memory', item(payload));
          await recorded(ctx, index, () => t.addMessage(message));
          ctx.addOutputData('ai_memory', index, item(payload));
        };
      }
      // Read on the object itself (getters over private fields need it), as n8n's wrapper does.
      return Reflect.get(target, prop);
    },
  });
}

/**
 * The memory connected to a root node (agent, chain), or undefined. As in n8n the memory sub-node
 * is asked for the first item's memory, whichever item the root is working on: its session key is
 * that of item 0.
 */
export async function getOptionalMemory(ctx: {
  getInputConnectionData?(type: string, itemIndex: number): Promise<unknown>;
}): Promise<unknown> {
  return ctx.getInputConnectionData?.('ai_memory', 0);
}
