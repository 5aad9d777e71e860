import { NodeOperationError, type ExecuteContext, type NodeType } from '@weft/workflow';

/** The input types a trigger can declare (n8n's names and order). */
const INPUT_TYPES = [
  { name: 'Allow Any Type', value: 'any' },
  { name: 'String', value: 'string' },
  { name: 'Number', value: 'number' },
  { name: 'Boolean', value: 'boolean' },
  { name: 'Array', value: 'array' },
  { name: 'Object', value: 'object' },
];

/** The names of the inputs a 1.1 trigger declares: its fields, or the keys of its JSON example. */
function declaredInputs(ctx: ExecuteContext): string[] {
  if (ctx.getNodeParameter('inputSource', 0, 'passthrough') === 'workflowInputs') {
    const values = ctx.getNodeParameter('workflowInputs.values', 0, []) as Array<{ name?: string }>;
    return (Array.isArray(values) ? values : []).map((v) => String(v?.name ?? ''));
  }
  const text = ctx.getNodeParameter('jsonExample', 0, '') as unknown;
  let example: unknown;
  try {
    example = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), (error as Error).message);
  }
  if (example === null || typeof example !== 'object' || Array.isArray(example))
    throw new NodeOperationError(
      ctx.getNode(),
      `Invalid JSON schema type. Only object type is supported, but got ${Array.isArray(example) ? 'array' : 'undefined'}`,
    );
  return Object.keys(example);
}

/** Execute Workflow Trigger: where a sub-workflow starts; outputs the items it was called with. */
export const executeWorkflowTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.executeWorkflowTrigger',
      displayName: 'Execute Workflow Trigger',
      description: 'Helpers for calling other Weft workflows. Used for designing modular, microservice-like workflows.',
      group: ['trigger'],
      version: [1, 1.1],
      icon: 'fa:sign-out-alt',
      defaults: { name: 'When Executed by Another Workflow', color: '#ff6d5a' },
      inputs: [],
      outputs: ['main'],
      maxNodes: 1,
      properties: [
        {
          displayName:
            'This node is where a sub-workflow starts: it outputs the items the calling workflow sent, with only the declared inputs unless it accepts all data.',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Input data mode',
          name: 'inputSource',
          type: 'options',
          noDataExpression: true,
          options: [
            { name: 'Define using fields below', value: 'workflowInputs', description: 'Provide input fields via UI' },
            {
              name: 'Define using JSON example',
              value: 'jsonExample',
              description: 'Generate a schema from an example JSON object',
            },
            {
              name: 'Accept all data',
              value: 'passthrough',
              description: 'Use all incoming data from the parent workflow',
            },
          ],
          // As in n8n: a 1.1 trigger exported without this field declares its inputs.
          default: 'workflowInputs',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
        {
          displayName: 'JSON Example',
          name: 'jsonExample',
          type: 'json',
          noDataExpression: true,
          default:
            '{\n  "aField": "a string",\n  "aNumber": 123,\n  "thisFieldAcceptsAnyType": null,\n  "anArray": []\n}',
          description: 'An example object: its fields are the inputs (a null value accepts any type)',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }], inputSource: ['jsonExample'] } },
        },
        {
          displayName: 'Workflow Input Schema',
          name: 'workflowInputs',
          type: 'fixedCollection',
          placeholder: 'Add field',
          description: 'The fields a calling workflow sends; other fields of its items are left out',
          typeOptions: { multipleValues: true, sortable: true, minRequiredFields: 1 },
          default: {},
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }], inputSource: ['workflowInputs'] } },
          options: [
            {
              name: 'values',
              displayName: 'Values',
              values: [
                {
                  displayName: 'Name',
                  name: 'name',
                  type: 'string',
                  default: '',
                  placeholder: 'e.g. fieldName',
                  required: true,
                  noDataExpression: true,
                },
                {
                  displayName: 'Type',
                  name: 'type',
                  type: 'options',
                  options: INPUT_TYPES,
                  required: true,
                  default: 'string',
                  noDataExpression: true,
                },
              ],
            },
          ],
        },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Helpers', 'Flow'] },
        alias: ['sub-workflow', 'called by', 'subworkflow'],
      },
    },
    async execute(ctx) {
      const items = ctx.getInputData();
      if (ctx.getNodeParameter('inputSource', 0, 'passthrough') === 'passthrough') return [items];
      // Declared inputs: each item keeps exactly those fields, null where the caller sent none.
      const names = declaredInputs(ctx);
      return [
        items.map((item) => {
          const json: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, null]));
          for (const n of names) if (Object.prototype.hasOwnProperty.call(item.json, n)) json[n] = item.json[n];
          return item.binary ? { json: json, binary: item.binary } : { json: json };
        }),
      ];
    },
  },
];
