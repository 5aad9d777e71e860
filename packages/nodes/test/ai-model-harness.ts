/**
 * Runs a chat model node of Weft through the real engine under a small root node that asks it
 * once (invoke, stream, or with a tool bound), for the model nodes' tests against the AI fake.
 */
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, type Item, type NodeType, type Workflow, type WorkflowNode } from '@weft/workflow';

/** How the test root uses the model. */
export type AskMode = 'invoke' | 'stream' | 'tool';

const askRoot: NodeType = {
  description: {
    name: 'test.ask',
    displayName: 'Ask',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Ask' },
    inputs: ['main', { type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 }],
    outputs: ['main'],
    properties: [
      { displayName: 'Prompt', name: 'prompt', type: 'string', default: '' },
      { displayName: 'Mode', name: 'mode', type: 'string', default: 'invoke' },
    ],
  },
  async execute(ctx) {
    const out: Item[] = [];
    for (let i = 0; i < ctx.getInputData().length; i++) {
      type Msg = { content: unknown; tool_calls?: Array<{ name: string; args: unknown }> };
      type Model = {
        invoke(p: string): Promise<Msg>;
        stream(p: string): Promise<AsyncIterable<Msg>>;
        bindTools(t: unknown[]): { invoke(p: string): Promise<Msg> };
      };
      const model = (await ctx.getInputConnectionData!('ai_languageModel', i)) as Model;
      const prompt = ctx.getNodeParameter('prompt', i) as string;
      const mode = ctx.getNodeParameter('mode', i) as AskMode;
      let text = '';
      let toolCalls: Array<{ name: string; args: unknown }> = [];
      if (mode === 'stream') {
        for await (const chunk of await model.stream(prompt))
          text += typeof chunk.content === 'string' ? chunk.content : '';
      } else {
        const target =
          mode === 'tool'
            ? model.bindTools([
                {
                  type: 'function',
                  function: {
                    name: 'lookup',
                    description: 'Looks a city up',
                    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
                  },
                },
              ])
            : model;
        const answer = await target.invoke(prompt);
        // Responses API answers are content blocks.
        text =
          typeof answer.content === 'string'
            ? answer.content
            : (answer.content as Array<{ text?: string }>).map((b) => b.text ?? '').join('');
        toolCalls = (answer.tool_calls ?? []).map((c) => ({ name: c.name, args: c.args }));
      }
      out.push({ json: { text, toolCalls }, pairedItem: { item: i } });
    }
    return [out];
  },
};

const registry = createNodeTypeRegistry([...builtinNodeTypes, askRoot]);

/** One model node under the test root: its type, version, parameters and credential (type → data). */
export interface ModelUnderTest {
  type: string;
  typeVersion: number;
  parameters: WorkflowNode['parameters'];
  credentials?: Record<string, Record<string, unknown>>;
}

/** Runs Start → Ask(prompt, mode) with the model connected; answers the execution result. */
export async function askModel(model: ModelUnderTest, prompt: string, mode: AskMode = 'invoke') {
  const credentialRefs = Object.fromEntries(
    Object.keys(model.credentials ?? {}).map((type) => [type, { id: `c-${type}`, name: `Test ${type}` }]),
  );
  const workflow: Workflow = {
    name: 'model test',
    nodes: [
      { id: '1', name: 'Start', type: 'weft.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Ask', type: 'test.ask', typeVersion: 1, position: [200, 0], parameters: { prompt, mode } },
      {
        id: '3',
        name: 'Model',
        type: model.type,
        typeVersion: model.typeVersion,
        position: [200, 200],
        parameters: model.parameters,
        credentials: credentialRefs,
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Ask', type: 'main', index: 0 }]] },
      Model: { ai_languageModel: [[{ node: 'Ask', type: 'ai_languageModel', index: 0 }]] },
    },
  };
  const getCredentials = async (_node: WorkflowNode, type: string) => {
    const data = model.credentials?.[type];
    if (!data) throw new Error(`no ${type} credential in the test`);
    return data;
  };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials },
  });
  const runData = result.data.resultData.runData;
  const answer = runData.Ask?.[0]?.data?.main?.[0]?.[0]?.json as
    { text: string; toolCalls: Array<{ name: string; args: unknown }> } | undefined;
  return { result, answer, modelRuns: runData.Model ?? [], error: result.data.resultData.error };
}
