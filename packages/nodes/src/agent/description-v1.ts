/**
 * The AI Agent's version 1 (1–1.9): an agent type to choose (the tools agent by default from 1.6,
 * the only one from 1.8) and each type's own prompt and options, in n8n's order, so that a saved
 * version 1 workflow reads its parameters, and their defaults, as n8n does. (n8n's two callouts,
 * which link to its tutorials, are left out.)
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import {
  AGENT_TYPES,
  base,
  hasOutputParser,
  maxIterations,
  options,
  passthroughBinaryImages,
  promptProperties,
  returnIntermediateSteps,
  systemMessage,
} from './description.js';
import { AGENT_V1_INPUTS } from './inputs.js';
import {
  CONVERSATIONAL_HUMAN_MESSAGE,
  CONVERSATIONAL_SYSTEM_MESSAGE,
  FUNCTIONS_SYSTEM_MESSAGE,
  PLAN_AND_EXECUTE_HUMAN_MESSAGE_TEMPLATE,
  REACT_HUMAN_MESSAGE_TEMPLATE,
  REACT_PREFIX,
  REACT_SUFFIX,
  REACT_SUFFIX_CHAT,
  SQL_PREFIX,
  SQL_SUFFIX,
} from './legacy-prompts.js';

const LEGACY = ['conversationalAgent', 'openAiFunctionsAgent', 'planAndExecuteAgent', 'reActAgent', 'sqlAgent'];

/** Versions 1, 1.1 and 1.2 of an agent type read their prompt from these input fields by default. */
function promptByVersion(agent: string): NodeProperty[] {
  return (
    [
      [1, '={{ $json.input }}'],
      [1.1, '={{ $json.chat_input }}'],
      [1.2, '={{ $json.chatInput }}'],
    ] as const
  ).map(([version, value]) => ({
    displayName: 'Text',
    name: 'text',
    type: 'string',
    required: true,
    default: value,
    description: 'The text the agent works on',
    displayOptions: { show: { agent: [agent], '@version': [version] } },
  }));
}

/** A long prompt option (a text area). */
function promptOption(displayName: string, name: string, value: string, rows = 6): NodeProperty {
  return { displayName, name, type: 'string', default: value, typeOptions: { rows } };
}

/** The prompt of the SQL Agent from 1.3 on (version 1.7 adds the chat trigger and guardrails sources). */
function sqlPromptProperties(): NodeProperty[] {
  const [promptType, guardrails, auto, define] = promptProperties();
  const later = [{ _cnd: { gte: 1.7 } }];
  return [
    {
      ...promptType!,
      displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.2 } }] }, show: { agent: ['sqlAgent'] } },
    },
    {
      ...guardrails!,
      required: true,
      displayOptions: { show: { promptType: ['guardrails'], '@version': later, agent: ['sqlAgent'] } },
    },
    {
      ...auto!,
      required: true,
      displayOptions: { show: { promptType: ['auto'], '@version': later, agent: ['sqlAgent'] } },
    },
    { ...define!, displayOptions: { show: { promptType: ['define'], agent: ['sqlAgent'] } } },
  ];
}

/** The prompt of the other agent types from 1.3 on. */
function agentPromptProperties(): NodeProperty[] {
  const [promptType, guardrails, auto, define] = promptProperties();
  const later = [{ _cnd: { gte: 1.7 } }];
  return [
    { ...promptType!, displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.2 } }], agent: ['sqlAgent'] } } },
    { ...guardrails!, required: true, displayOptions: { show: { promptType: ['guardrails'], '@version': later } } },
    {
      ...auto!,
      required: true,
      displayOptions: { show: { promptType: ['auto'], '@version': later }, hide: { agent: ['sqlAgent'] } },
    },
    { ...define!, displayOptions: { show: { promptType: ['define'] }, hide: { agent: ['sqlAgent'] } } },
  ];
}

const dataSourceOptions = [
  { name: 'MySQL', value: 'mysql', description: 'Connect to a MySQL database' },
  { name: 'Postgres', value: 'postgres', description: 'Connect to a Postgres database' },
  { name: 'SQLite', value: 'sqlite', description: 'Use an SQLite database file passed in as binary data' },
];

/** Version 1 (1–1.9). */
export const agentV1Description: NodeTypeDescription = {
  ...base,
  version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9],
  defaultVersion: 1.9,
  inputs: AGENT_V1_INPUTS,
  credentials: [
    { name: 'mySql', required: true, displayOptions: { show: { agent: ['sqlAgent'], '/dataSource': ['mysql'] } } },
    {
      name: 'postgres',
      required: true,
      displayOptions: { show: { agent: ['sqlAgent'], '/dataSource': ['postgres'] } },
    },
  ],
  properties: [
    {
      displayName: "This agent type is deprecated: the 'Tools Agent' does the same with the model's tool calling.",
      name: 'deprecated',
      type: 'notice',
      default: '',
      displayOptions: { show: { agent: LEGACY } },
    },
    {
      displayName: 'Agent',
      name: 'agent',
      type: 'options',
      noDataExpression: true,
      default: 'conversationalAgent',
      options: AGENT_TYPES.slice(1),
      displayOptions: { show: { '@version': [{ _cnd: { lte: 1.5 } }] } },
    },
    {
      displayName: 'Agent',
      name: 'agent',
      type: 'options',
      noDataExpression: true,
      default: 'toolsAgent',
      options: AGENT_TYPES,
      displayOptions: { show: { '@version': [{ _cnd: { between: { from: 1.6, to: 1.7 } } }] } },
    },
    {
      displayName: 'Agent',
      name: 'agent',
      type: 'hidden',
      noDataExpression: true,
      default: 'toolsAgent',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.8 } }] } },
    },
    ...agentPromptProperties(),
    {
      displayName: 'The Tools Agent parses structured output more reliably than this agent type',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: {
        show: {
          hasOutputParser: [true],
          agent: ['conversationalAgent', 'reActAgent', 'planAndExecuteAgent', 'openAiFunctionsAgent'],
        },
      },
    },
    { ...hasOutputParser, displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.2 } }], agent: ['sqlAgent'] } } },
    {
      displayName:
        "Connect an <a data-action='openSelectiveNodeCreator' data-action-parameter-connectiontype='ai_outputParser'>output parser</a> on the canvas for the format the answer must have",
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { hasOutputParser: [true], agent: ['toolsAgent'] } },
    },
    options([systemMessage, maxIterations, returnIntermediateSteps, passthroughBinaryImages], {
      show: { agent: ['toolsAgent'] },
    }),
    ...promptByVersion('conversationalAgent'),
    options(
      [
        promptOption('Human Message', 'humanMessage', CONVERSATIONAL_HUMAN_MESSAGE),
        promptOption('System Message', 'systemMessage', CONVERSATIONAL_SYSTEM_MESSAGE),
        maxIterations,
        returnIntermediateSteps,
      ],
      { show: { agent: ['conversationalAgent'] } },
    ),
    ...promptByVersion('openAiFunctionsAgent'),
    options(
      [
        promptOption('System Message', 'systemMessage', FUNCTIONS_SYSTEM_MESSAGE),
        maxIterations,
        returnIntermediateSteps,
      ],
      { show: { agent: ['openAiFunctionsAgent'] } },
    ),
    ...promptByVersion('reActAgent'),
    options(
      [
        promptOption('Human Message Template', 'humanMessageTemplate', REACT_HUMAN_MESSAGE_TEMPLATE),
        promptOption('Prefix Message', 'prefix', REACT_PREFIX),
        promptOption('Suffix Message for Chat Model', 'suffixChat', REACT_SUFFIX_CHAT),
        promptOption('Suffix Message for Regular Model', 'suffix', REACT_SUFFIX),
        maxIterations,
        returnIntermediateSteps,
      ],
      { show: { agent: ['reActAgent'] } },
    ),
    {
      displayName: 'Data Source',
      name: 'dataSource',
      type: 'options',
      default: 'sqlite',
      description: 'The SQL database the agent queries',
      options: dataSourceOptions,
      displayOptions: { show: { agent: ['sqlAgent'], '@version': [{ _cnd: { lt: 1.4 } }] } },
    },
    {
      displayName: 'Data Source',
      name: 'dataSource',
      type: 'options',
      default: 'postgres',
      description: 'The SQL database the agent queries',
      options: dataSourceOptions,
      displayOptions: { show: { agent: ['sqlAgent'], '@version': [{ _cnd: { gte: 1.4 } }] } },
    },
    {
      displayName:
        "Pass the SQLite database file to this node as binary data, e.g. from a 'Read/Write Files from Disk' node",
      name: 'sqLiteFileNotice',
      type: 'notice',
      default: '',
      displayOptions: { show: { agent: ['sqlAgent'], dataSource: ['sqlite'] } },
    },
    {
      displayName: 'Input Binary Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      placeholder: 'e.g. data',
      hint: 'The binary field of the input item that holds the database file',
      displayOptions: { show: { agent: ['sqlAgent'], dataSource: ['sqlite'] } },
    },
    {
      displayName: 'Prompt',
      name: 'input',
      type: 'string',
      default: '',
      required: true,
      typeOptions: { rows: 5 },
      displayOptions: { show: { agent: ['sqlAgent'], '@version': [{ _cnd: { lte: 1.2 } }] } },
    },
    ...sqlPromptProperties(),
    options(
      [
        {
          displayName: 'Ignored Tables',
          name: 'ignoredTables',
          type: 'string',
          default: '',
          description: 'Comma-separated tables the agent does not see',
        },
        {
          displayName: 'Include Sample Rows',
          name: 'includedSampleRows',
          type: 'number',
          default: 3,
          description: 'How many rows of each table the agent is shown with its columns',
        },
        {
          displayName: 'Included Tables',
          name: 'includedTables',
          type: 'string',
          default: '',
          description: 'Comma-separated tables the agent sees (all when empty)',
        },
        promptOption('Prefix Prompt', 'prefixPrompt', SQL_PREFIX, 10),
        promptOption('Suffix Prompt', 'suffixPrompt', SQL_SUFFIX, 4),
        {
          displayName: 'Limit',
          name: 'topK',
          type: 'number',
          default: 10,
          description: 'The most rows a query of the agent returns',
        },
      ],
      { show: { agent: ['sqlAgent'] } },
    ),
    ...promptByVersion('planAndExecuteAgent'),
    options([promptOption('Human Message Template', 'humanMessageTemplate', PLAN_AND_EXECUTE_HUMAN_MESSAGE_TEMPLATE)], {
      show: { agent: ['planAndExecuteAgent'] },
    }),
  ],
};
