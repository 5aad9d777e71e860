/**
 * The AI Agent's descriptions (n8n's `@n8n/n8n-nodes-langchain.agent`): version 2 (2–2.2, the
 * tools agent with an optional fallback model) and 3, and what version 1 (`description-v1.ts`)
 * shares with them.
 */
import type { DisplayOptions, NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** Show/hide conditions: parameter (or `@version`) → accepted values. */
type Conditions = NonNullable<DisplayOptions['show']>;
import { AGENT_TOOL_INPUTS, AGENT_V2_INPUTS } from './inputs.js';

/** n8n's agent type name. */
export const AGENT_TYPE = '@n8n/n8n-nodes-langchain.agent';

/** The tools agent's default system message. */
export const DEFAULT_SYSTEM_MESSAGE = 'You are a helpful assistant';

const codex = {
  categories: ['AI'],
  subcategories: { AI: ['Agents', 'Root Nodes'] },
  alias: ['LangChain', 'Chat', 'Conversational', 'Plan and Execute', 'ReAct', 'Tools'],
};

/** Where the prompt comes from: the chat trigger's `chatInput`, the guardrails node, or the `text` parameter. */
export function promptProperties(extraShow: Conditions = {}, extraHide: Conditions = {}): NodeProperty[] {
  const hide: Pick<DisplayOptions, 'hide'> = Object.keys(extraHide).length ? { hide: extraHide } : {};
  return [
    {
      displayName: 'Source for Prompt (User Message)',
      name: 'promptType',
      type: 'options',
      default: 'auto',
      options: [
        {
          name: 'Connected Chat Trigger Node',
          value: 'auto',
          description: "Takes the prompt from the 'chatInput' field of the Chat Trigger",
        },
        {
          name: 'Connected Guardrails Node',
          value: 'guardrails',
          description: "Takes the prompt from the 'guardrailsInput' field of the Guardrails node",
        },
        { name: 'Define below', value: 'define', description: 'Use an expression or fixed text for the prompt' },
      ],
      displayOptions: { show: { ...extraShow }, ...hide },
    },
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      default: '={{ $json.guardrailsInput }}',
      typeOptions: { rows: 2 },
      displayOptions: { show: { promptType: ['guardrails'], ...extraShow }, ...hide },
    },
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      default: '={{ $json.chatInput }}',
      typeOptions: { rows: 2 },
      displayOptions: { show: { promptType: ['auto'], ...extraShow }, ...hide },
    },
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. Hello, how can you help me?',
      typeOptions: { rows: 2 },
      displayOptions: { show: { promptType: ['define'], ...extraShow }, ...hide },
    },
  ];
}

export const systemMessage: NodeProperty = {
  displayName: 'System Message',
  name: 'systemMessage',
  type: 'string',
  default: DEFAULT_SYSTEM_MESSAGE,
  description: 'The message sent to the agent before the conversation starts',
  typeOptions: { rows: 6 },
};
export const maxIterations: NodeProperty = {
  displayName: 'Max Iterations',
  name: 'maxIterations',
  type: 'number',
  default: 10,
  description: 'The most model calls the agent makes for one item before it stops',
};
export const returnIntermediateSteps: NodeProperty = {
  displayName: 'Return Intermediate Steps',
  name: 'returnIntermediateSteps',
  type: 'boolean',
  default: false,
  description: 'Whether the output also lists each tool call the agent made and what it answered',
};
export const passthroughBinaryImages: NodeProperty = {
  displayName: 'Automatically Passthrough Binary Images',
  name: 'passthroughBinaryImages',
  type: 'boolean',
  default: true,
  description: 'Whether images (and text files) of the input item are sent to the model with the prompt',
};
const batching: NodeProperty = {
  displayName: 'Batch Processing',
  name: 'batching',
  type: 'collection',
  default: {},
  placeholder: 'Add Batch Processing Option',
  options: [
    {
      displayName: 'Batch Size',
      name: 'batchSize',
      type: 'number',
      default: 1,
      description: 'How many items are sent to the model at once',
    },
    {
      displayName: 'Delay Between Batches',
      name: 'delayBetweenBatches',
      type: 'number',
      default: 0,
      description: 'Milliseconds to wait between batches',
    },
  ],
};
const enableStreaming: NodeProperty = {
  displayName: 'Enable Streaming',
  name: 'enableStreaming',
  type: 'boolean',
  default: true,
  description: 'Whether the answer is streamed to a chat trigger as it is produced (when the trigger streams)',
};
export const hasOutputParser: NodeProperty = {
  displayName: 'Require Specific Output Format',
  name: 'hasOutputParser',
  type: 'boolean',
  default: false,
  noDataExpression: true,
};
const needsFallback: NodeProperty = {
  displayName: 'Enable Fallback Model',
  name: 'needsFallback',
  type: 'boolean',
  default: false,
  noDataExpression: true,
};

export function options(values: NodeProperty[], displayOptions?: NodeProperty['displayOptions']): NodeProperty {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Option',
    options: values,
    ...(displayOptions ? { displayOptions } : {}),
  };
}

export const base = {
  displayName: 'AI Agent',
  name: AGENT_TYPE,
  icon: 'fa:robot',
  iconColor: 'black',
  group: ['transform'],
  description: 'Generates an action plan and executes it. Can use external tools.',
  defaults: { name: 'AI Agent', color: '#404040' },
  outputs: ['main'],
  codex,
} satisfies Partial<NodeTypeDescription>;

/** Agent types of version 1 (the tools agent is the default from 1.6; only it can be chosen from 1.8). */
export const AGENT_TYPES = [
  {
    name: 'Tools Agent',
    value: 'toolsAgent',
    description: 'Uses the tool calling of the chat model to decide which tools to use',
  },
  {
    name: 'Conversational Agent',
    value: 'conversationalAgent',
    description: 'Describes the tools in the system prompt and parses JSON tool calls from the answer',
  },
  { name: 'OpenAI Functions Agent', value: 'openAiFunctionsAgent', description: "Uses OpenAI's function calling" },
  {
    name: 'Plan and Execute Agent',
    value: 'planAndExecuteAgent',
    description: 'Plans the steps first, then runs them one by one',
  },
  { name: 'ReAct Agent', value: 'reActAgent', description: 'Reasons step by step about which action to take' },
  { name: 'SQL Agent', value: 'sqlAgent', description: 'Answers questions about data in an SQL database' },
];

/** Version 2 (2–2.2): the tools agent, with batching, streaming and a fallback model (from 2.1). */
export const agentV2Description: NodeTypeDescription = {
  ...base,
  version: [2, 2.1, 2.2],
  defaultVersion: 2.2,
  inputs: AGENT_V2_INPUTS,
  properties: [
    ...promptProperties(),
    hasOutputParser,
    { ...needsFallback, displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } } },
    options(
      [systemMessage, maxIterations, returnIntermediateSteps, passthroughBinaryImages, batching, enableStreaming],
      { hide: { '@version': [{ _cnd: { lt: 2.2 } }] } },
    ),
    options([systemMessage, maxIterations, returnIntermediateSteps, passthroughBinaryImages, batching], {
      show: { '@version': [{ _cnd: { lt: 2.2 } }] },
    }),
  ],
};

/** Version 3: the tools agent whose tool calls are recorded as runs of the tool nodes. */
export const agentV3Description: NodeTypeDescription = {
  ...base,
  version: [3],
  defaultVersion: 3,
  inputs: AGENT_V2_INPUTS,
  properties: [
    ...promptProperties(),
    hasOutputParser,
    needsFallback,
    options([
      systemMessage,
      maxIterations,
      returnIntermediateSteps,
      passthroughBinaryImages,
      enableStreaming,
      batching,
      { displayName: 'Max Tokens From Memory', name: 'maxTokensFromMemory', type: 'hidden', default: 0 },
    ]),
  ],
};

/** n8n's AI Agent Tool (`agentTool` 2.2): the tools agent as a tool of another agent (no main input). */
export const agentToolDescription: NodeTypeDescription = {
  ...base,
  displayName: 'AI Agent Tool',
  name: '@n8n/n8n-nodes-langchain.agentTool',
  defaults: { name: 'AI Agent Tool', color: '#404040' },
  version: [2.2],
  defaultVersion: 2.2,
  inputs: AGENT_TOOL_INPUTS,
  outputs: ['ai_tool'],
  properties: [
    {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      default: 'AI Agent that can call other tools',
      required: true,
      typeOptions: { rows: 2 },
      description:
        'What this tool does, for the model that calls it: a specific description makes the right calls more likely',
    },
    {
      displayName: 'Prompt (User Message)',
      name: 'text',
      type: 'string',
      required: true,
      default: '',
      placeholder: 'e.g. Hello, how can you help me?',
      typeOptions: { rows: 2 },
    },
    hasOutputParser,
    { ...needsFallback, displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } } },
    options([systemMessage, maxIterations, returnIntermediateSteps, passthroughBinaryImages, batching]),
  ],
};
