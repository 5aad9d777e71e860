/**
 * The Evaluation node through the real engine: Check If Evaluating's two outputs, Set Inputs and
 * Set Outputs with and without an Evaluation Trigger upstream (writing back to the loopback Sheets
 * fake and to in-memory data tables), `evaluationData` in an evaluation run, and each metric of Set
 * Metrics (the AI-judged ones with a chat model on the loopback AI fake).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import type { Workflow } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { startFake, type SheetsFake } from '../google-sheets/test-helpers.js';
import { createDataTables } from '../evaluation-trigger/test-fake/data-tables.js';
import { nodeTypes, runChain, type ChainNode } from '../evaluation-trigger/test-fake/run.js';
import { editDistance } from './metrics.js';

let fake: SheetsFake;
let ai: AiFake;
beforeAll(async () => {
  fake = await startFake();
  ai = await startAiFake({ port: 0 });
});
afterAll(async () => {
  await fake.close();
  await ai.close();
  delete process.env.WEFT_GOOGLE_API_URL;
});
beforeEach(() => {
  fake.state.requests.length = 0;
});

const dataset = () =>
  fake.addSpreadsheet({
    title: 'Dataset',
    sheets: {
      Cases: [
        ['question', 'expected'],
        ['q1', 'a1'],
        ['q2', 'a2'],
      ],
    },
  });
const sheetOf = (id: string) => ({
  documentId: { __rl: true, mode: 'id', value: id },
  sheetName: { __rl: true, mode: 'id', value: 'gid=0' },
});
const trigger = (id: string): ChainNode => ({
  name: 'Trigger',
  type: 'evaluationTrigger',
  version: 4.6,
  parameters: sheetOf(id),
});
const evaluation = (name: string, parameters: Record<string, unknown>, version = 4.7, onError?: string): ChainNode => ({
  name,
  type: 'evaluation',
  version,
  parameters,
  ...(onError ? { onError } : {}),
});
const jsonOf = (items: Array<{ json: unknown }> | undefined) => (items ?? []).map((i) => i.json);
const items = [
  { answer: '4', expected: '4', query: 'What is 2+2?' },
  { answer: 'Lyon', expected: 'Paris', query: 'Capital of France?' },
];

describe('Evaluation', () => {
  it('registers n8n 1.123’s versions', () => {
    expect(nodeTypes.versions?.('n8n-nodes-base.evaluation')).toEqual([4.6, 4.7, 4.8]);
  });

  describe('Check If Evaluating', () => {
    it('sends items to "Normal" without an Evaluation Trigger, to "Evaluation" after one', async () => {
      const normal = await runChain([evaluation('Check', { operation: 'checkIfEvaluating' })], { previous: items });
      expect(normal.outputs('Check').map(jsonOf)).toEqual([[], items]);
      const id = dataset();
      const evaluating = await runChain([trigger(id), evaluation('Check', { operation: 'checkIfEvaluating' })]);
      expect(evaluating.outputs('Check').map(jsonOf)).toEqual([
        [{ row_number: 2, question: 'q1', expected: 'a1', _rowsLeft: 1 }],
        [],
      ]);
    });
  });

  describe('Set Inputs', () => {
    const setInputs = evaluation('Inputs', {
      operation: 'setInputs',
      inputs: { values: [{ inputName: 'question', inputValue: '={{ $json.question }}' }] },
    });

    it('passes items on; in an evaluation run the first carries the inputs', async () => {
      const id = dataset();
      const manual = await runChain([trigger(id), setInputs]);
      expect(manual.error).toBeUndefined();
      const [out] = manual.outputs('Inputs');
      expect(jsonOf(out)).toEqual([{ row_number: 2, question: 'q1', expected: 'a1', _rowsLeft: 1 }]);
      expect(out![0]!.evaluationData).toBeUndefined();
      const evaluating = await runChain([trigger(id), setInputs], { mode: 'evaluation' });
      expect(evaluating.outputs('Inputs')[0]![0]!.evaluationData).toEqual({ question: 'q1' });
    });

    it('does nothing without a trigger, and needs at least one input after one', async () => {
      const plain = await runChain([setInputs], { previous: items, mode: 'evaluation' });
      expect(plain.error).toBeUndefined();
      expect(plain.outputs('Inputs')[0]![0]!.evaluationData).toBeUndefined();
      expect(jsonOf(plain.outputs('Inputs')[0])).toEqual(jsonOf(plain.outputs('Previous')[0]));
      const id = dataset();
      const empty = await runChain([trigger(id), evaluation('Inputs', { operation: 'setInputs' })]);
      expect(empty.error?.message).toBe('No inputs to set');
    });
  });

  describe('Set Outputs', () => {
    it('writes the outputs to the trigger’s row, adding their columns to the header row', async () => {
      const id = dataset();
      const r = await runChain(
        [
          trigger(id),
          evaluation(
            'Outputs',
            {
              ...sheetOf(id),
              outputs: {
                values: [
                  { outputName: 'actual', outputValue: '={{ $json.expected }}!' },
                  { outputName: 'expected', outputValue: 'changed' },
                  { outputName: 'details', outputValue: '={{ { ok: true } }}' },
                ],
              },
            },
            4.7,
          ),
        ],
        { mode: 'evaluation' },
      );
      expect(r.error).toBeUndefined();
      expect(fake.rowsOf(id, 'Cases')).toEqual([
        ['question', 'expected', 'actual', 'details'],
        ['q1', 'changed', 'a1!', '{"ok":true}'],
        ['q2', 'a2'],
      ]);
      const writes = fake.state.requests.filter((q) => q.method !== 'GET');
      expect(writes.map((q) => `${q.method} ${decodeURIComponent(q.path)}`)).toEqual([
        `PUT /v4/spreadsheets/${id}/values/Cases!1:1`,
        `POST /v4/spreadsheets/${id}/values:batchUpdate`,
      ]);
      expect(writes[0]!.query).toEqual({ valueInputOption: 'RAW' });
      expect(writes[1]!.body.data.map((d: { range: string }) => d.range)).toEqual(['Cases!B2', 'Cases!C2', 'Cases!D2']);
      const [out] = r.outputs('Outputs');
      expect(out![0]!.evaluationData).toEqual({ actual: 'a1!', expected: 'changed', details: { ok: true } });
    });

    it('passes items on without writing when no Evaluation Trigger ran', async () => {
      const id = dataset();
      const r = await runChain(
        [evaluation('Outputs', { ...sheetOf(id), outputs: { values: [{ outputName: 'a', outputValue: 'x' }] } })],
        { previous: items },
      );
      expect(jsonOf(r.outputs('Outputs')[0])).toEqual(items);
      expect(fake.state.requests).toEqual([]);
    });

    it('fails without outputs', async () => {
      const id = dataset();
      const r = await runChain([trigger(id), evaluation('Outputs', sheetOf(id))]);
      expect(r.error?.message).toBe('No outputs to set');
    });

    describe('data table', () => {
      const tableNodes = (): ChainNode[] => [
        {
          name: 'Trigger',
          type: 'evaluationTrigger',
          version: 4.7,
          parameters: { dataTableId: { __rl: true, mode: 'id', value: 'cases' } },
        },
        evaluation(
          'Outputs',
          {
            dataTableId: { __rl: true, mode: 'id', value: 'cases' },
            outputs: {
              values: [
                { outputName: 'actual', outputValue: '={{ $json.question.toUpperCase() }}' },
                { outputName: 'score', outputValue: '={{ 3 }}' },
                { outputName: 'meta', outputValue: '={{ [1, 2] }}' },
              ],
            },
          },
          4.8,
        ),
      ];
      const tables = (growable: boolean) => {
        const t = createDataTables({ growable });
        t.add(
          'cases',
          [
            { name: 'question', type: 'string' },
            { name: 'actual', type: 'string' },
          ],
          [
            { question: 'q1', actual: null },
            { question: 'q2', actual: null },
          ],
        );
        return t;
      };

      it('updates the trigger’s row, adding the missing columns typed by their values', async () => {
        const t = tables(true);
        const r = await runChain(tableNodes(), { dataTables: t.access });
        expect(r.error).toBeUndefined();
        expect(t.columns('cases')!.map((c) => [c.name, c.type])).toEqual([
          ['question', 'string'],
          ['actual', 'string'],
          ['score', 'number'],
          ['meta', 'string'],
        ]);
        expect(
          t.rows('cases')!.map(({ question, actual, score, meta }) => ({ question, actual, score, meta })),
        ).toEqual([
          { question: 'q1', actual: 'Q1', score: 3, meta: '[1,2]' },
          { question: 'q2', actual: null, score: null, meta: null },
        ]);
      });

      it('names a missing column when the host’s tables cannot add columns', async () => {
        const t = tables(false);
        const r = await runChain(tableNodes(), { dataTables: t.access });
        expect(r.error?.message).toBe('The data table has no column "score"');
        expect(t.calls).not.toContain('cases.updateRows');
      });
    });
  });

  describe('Set Metrics', () => {
    const metrics = (parameters: Record<string, unknown>, version = 4.7, onError?: string) =>
      runChain([evaluation('Metrics', { operation: 'setMetrics', ...parameters }, version, onError)], {
        previous: items,
      });

    it('custom metrics (4.6’s only kind): numbers per item, paired with their item', async () => {
      const r = await metrics(
        {
          metrics: {
            assignments: [
              { id: 'a', name: 'exact', value: '={{ $json.answer === $json.expected ? 1 : 0 }}', type: 'number' },
              { id: 'b', name: 'length', value: '={{ $json.answer.length }}', type: 'number' },
            ],
          },
        },
        4.6,
      );
      expect(r.error).toBeUndefined();
      const [out] = r.outputs('Metrics');
      expect(jsonOf(out)).toEqual([
        { exact: 1, length: 1 },
        { exact: 0, length: 4 },
      ]);
      expect(out!.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    });

    it('a custom metric that is not a number fails (with continue, the engine passes the input on)', async () => {
      const bad = {
        metric: 'customMetrics',
        metrics: { assignments: [{ name: 'm', value: '={{ $json.answer }}', type: 'number' }] },
      };
      const failed = await metrics(bad);
      expect(failed.error?.message).toBe("Value for 'm' isn't a number");
      const continued = await metrics(bad, 4.7, 'continueRegularOutput');
      expect(jsonOf(continued.outputs('Metrics')[0])).toEqual(items);
      const unnamed = await metrics({
        metric: 'customMetrics',
        metrics: { assignments: [{ name: '', value: 1, type: 'number' }] },
      });
      expect(unnamed.error?.message).toBe('Metric name missing');
    });

    it('string similarity and categorization compare the trimmed answers', async () => {
      const answers = { expectedAnswer: '={{ $json.expected }}', actualAnswer: '={{ $json.answer }} ' };
      const similarity = await metrics({ metric: 'stringSimilarity', ...answers });
      expect(jsonOf(similarity.outputs('Metrics')[0])).toEqual([
        { 'String similarity': 1 },
        { 'String similarity': 1 - editDistance('Paris', 'Lyon') / 5 },
      ]);
      const category = await metrics({ metric: 'categorization', ...answers, options: { metricName: 'match' } }, 4.8);
      expect(jsonOf(category.outputs('Metrics')[0])).toEqual([{ match: 1 }, { match: 0 }]);
      const missing = await metrics({ metric: 'categorization', expectedAnswer: '  ' });
      expect(missing.error?.message).toBe('Expected answer is missing');
    });

    it('edit distance counts insertions, deletions and substitutions', () => {
      expect(editDistance('kitten', 'sitting')).toBe(3);
      expect(editDistance('', 'abc')).toBe(3);
      expect(editDistance('flaw', 'lawn')).toBe(2);
    });

    it('tools used: the share of expected tools (by tool name, any case) the steps called', async () => {
      const r = await runChain(
        [
          evaluation('Metrics', {
            operation: 'setMetrics',
            metric: 'toolsUsed',
            expectedTools: 'Search Orders, send email',
            intermediateSteps: '={{ $json.steps }}',
          }),
        ],
        {
          previous: [
            { steps: [{ action: { tool: 'search_orders' } }, { action: {} }, null] },
            { steps: [{ action: { tool: 'Search_Orders' } }, { action: { tool: 'Send_Email' } }] },
          ],
        },
      );
      expect(r.error).toBeUndefined();
      expect(jsonOf(r.outputs('Metrics')[0])).toEqual([{ 'Tools Used': 0.5 }, { 'Tools Used': 1 }]);
      const none = await metrics({ metric: 'toolsUsed', intermediateSteps: '={{ [] }}' });
      expect(none.error?.message).toBe('Expected tool name missing');
      const noSteps = await metrics({ metric: 'toolsUsed', expectedTools: 'a', intermediateSteps: 'text' });
      expect(noSteps.error?.message).toBe('Intermediate steps missing');
    });

    it('correctness (4.7’s default metric) needs a model', async () => {
      const r = await metrics({ expectedAnswer: '={{ $json.expected }}', actualAnswer: '={{ $json.answer }}' });
      expect(r.error?.message).toBe('No language model connected');
    });

    describe('AI-judged, with a chat model on the AI fake', () => {
      async function judged(parameters: Record<string, unknown>) {
        const workflow = {
          name: 'judge',
          nodes: [
            {
              id: 'm',
              name: 'Manual',
              type: 'n8n-nodes-base.manualTrigger',
              typeVersion: 1,
              position: [0, 0],
              parameters: {},
            },
            {
              id: 'p',
              name: 'Previous',
              type: 'n8n-nodes-base.noOp',
              typeVersion: 1,
              position: [200, 0],
              parameters: {},
            },
            {
              id: 'e',
              name: 'Metrics',
              type: 'n8n-nodes-base.evaluation',
              typeVersion: 4.8,
              position: [400, 0],
              parameters: { operation: 'setMetrics', ...parameters },
            },
            {
              id: 'l',
              name: 'Model',
              type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
              typeVersion: 1.2,
              position: [400, 200],
              parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
              credentials: { openAiApi: { id: 'o', name: 'OpenAI' } },
            },
          ],
          connections: {
            Manual: { main: [[{ node: 'Previous', type: 'main', index: 0 }]] },
            Previous: { main: [[{ node: 'Metrics', type: 'main', index: 0 }]] },
            Model: { ai_languageModel: [[{ node: 'Metrics', type: 'ai_languageModel', index: 0 }]] },
          },
          pinData: { Previous: items.map((json) => ({ json })) },
          settings: {},
        } as unknown as Workflow;
        const result = await runWorkflow({
          workflow,
          nodeTypes,
          mode: 'manual',
          timezone: 'UTC',
          services: { getCredentials: async () => ({ apiKey: 'sk-test', url: `${ai.url}/v1` }) },
        });
        return {
          error: result.data.resultData.error,
          json: jsonOf(result.data.resultData.runData.Metrics?.[0]?.data?.main?.[0] ?? undefined),
        };
      }
      const verdict = (score: number) =>
        JSON.stringify({ extended_reasoning: 'compared', reasoning_summary: 'close', score });

      it('correctness: the model’s score under the metric name, the prompts sent as system and user messages', async () => {
        const r = await judged({
          metric: 'correctness',
          expectedAnswer: '={{ $json.expected }}',
          actualAnswer: `={{ $json.answer }} @json(${verdict(4)})`,
          prompt: 'Judge-correctness-1',
        });
        expect(r.error).toBeUndefined();
        expect(r.json).toEqual([{ Correctness: 4 }, { Correctness: 4 }]);
        const sent = ai.requests.filter((q) => JSON.stringify(q.body ?? '').includes('Judge-correctness-1'));
        expect(sent).toHaveLength(2);
        const messages = (sent[0]!.body as { messages: Array<{ role: string; content: string }> }).messages;
        expect(messages[0]).toMatchObject({ role: 'system', content: 'Judge-correctness-1' });
        expect(messages[1]!.role).toBe('user');
        expect(messages[1]!.content).toMatch(/^Output: 4 @json\(.*\)\n\nGround truth: 4$/s);
      });

      it('helpfulness: the query and response in the input template; a failing model names the metric', async () => {
        const ok = await judged({
          metric: 'helpfulness',
          userQuery: '={{ $json.query }}',
          actualAnswer: `={{ $json.answer }} @json(${verdict(2)})`,
          options: { metricName: 'helpful', inputPrompt: 'Q={user_query} A={actual_answer}' },
        });
        expect(ok.error).toBeUndefined();
        expect(ok.json).toEqual([{ helpful: 2 }, { helpful: 2 }]);
        const failing = await judged({
          metric: 'helpfulness',
          userQuery: '={{ $json.query }}',
          actualAnswer: '={{ $json.answer }} @status(400)',
        });
        expect(failing.error?.message).toBe('Failed to evaluate helpfulness');
      });
    });
  });
});
