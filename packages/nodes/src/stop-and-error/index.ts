import { NodeOperationError, type NodeType } from '@weft/workflow';

/** Stop and Error: fails the workflow with a message or an error object. */
export const stopAndErrorNode: NodeType[] = [
  {
    description: {
      name: 'weft.stopAndError',
      displayName: 'Stop and Error',
      description: 'Throw an error in the workflow',
      group: ['input'],
      version: 1,
      icon: 'fa:exclamation-triangle',
      defaults: { name: 'Stop and Error', color: '#ff0000' },
      inputs: ['main'],
      outputs: [],
      properties: [
        {
          displayName: 'Error Type',
          name: 'errorType',
          type: 'options',
          options: [
            { name: 'Error Message', value: 'errorMessage' },
            { name: 'Error Object', value: 'errorObject' },
          ],
          default: 'errorMessage',
          description: 'Type of error to throw',
        },
        {
          displayName: 'Error Message',
          name: 'errorMessage',
          type: 'string',
          placeholder: 'An error occurred!',
          default: '',
          required: true,
          displayOptions: { show: { errorType: ['errorMessage'] } },
        },
        {
          displayName: 'Error Object',
          name: 'errorObject',
          type: 'json',
          description: 'Object containing error properties',
          default: '',
          typeOptions: { alwaysOpenEditWindow: true },
          placeholder: '{\n\t"code": "404",\n\t"description": "The resource could not be fetched"\n}',
          required: true,
          displayOptions: { show: { errorType: ['errorObject'] } },
        },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Flow'] },
        alias: ['throw', 'error', 'exception'],
      },
    },
    async execute(ctx) {
      const type = ctx.getNodeParameter('errorType', 0) as string;
      if (type === 'errorObject') {
        const raw = ctx.getNodeParameter('errorObject', 0) as unknown;
        let obj: Record<string, unknown>;
        try {
          obj =
            typeof raw === 'string'
              ? (JSON.parse(raw) as Record<string, unknown>)
              : ((raw ?? {}) as Record<string, unknown>);
        } catch {
          throw new NodeOperationError(ctx.getNode(), 'Error Object is not valid JSON', { description: String(raw) });
        }
        const message = String(obj.message ?? obj.description ?? obj.error ?? 'Error');
        throw new NodeOperationError(ctx.getNode(), message, {
          description: typeof obj.description === 'string' && obj.description !== message ? obj.description : undefined,
          context: { errorObject: obj },
        });
      }
      throw new NodeOperationError(ctx.getNode(), String(ctx.getNodeParameter('errorMessage', 0)));
    },
  },
];
