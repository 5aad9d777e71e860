/**
 * The LangChain Code node in Chromium against a real weft start whose operator enabled it
 * (`WEFT_NODES_EXCLUDE=[]`): on the canvas it has the ports its parameters declare (a main input
 * and a required Language Model input on the root, a Tool output on the sub-node), and its details
 * view shows the code, inputs and outputs. Screenshots of both.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness.js';
import { canvasNode, openNdv } from './ndv-helpers.js';

const AI = '@n8n/n8n-nodes-langchain';

describe('LangChain Code', () => {
  const session = useSignedInWeft({ WEFT_NODES_EXCLUDE: '[]' });

  it('draws the ports its parameters declare and shows its code, inputs and outputs', async () => {
    const created = await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'LangChain Code',
      nodes: [
        {
          id: 't',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'c',
          name: 'Custom chain',
          type: `${AI}.code`,
          typeVersion: 1,
          position: [260, 0],
          parameters: {
            code: {
              execute: {
                code: "const llm = await this.getInputConnectionData('ai_languageModel', 0);\nreturn [{ json: { ok: !!llm } }];",
              },
            },
            inputs: {
              input: [
                { type: 'main', required: true, maxConnections: 1 },
                { type: 'ai_languageModel', required: true, maxConnections: 1 },
              ],
            },
            outputs: { output: [{ type: 'main' }] },
          },
        },
        {
          id: 'm',
          name: 'OpenAI Chat Model',
          type: `${AI}.lmChatOpenAi`,
          typeVersion: 1,
          position: [260, 220],
          parameters: { model: 'gpt-4o-mini', options: {} },
        },
        {
          id: 'x',
          name: 'Reverser',
          type: `${AI}.code`,
          typeVersion: 1,
          position: [560, 220],
          parameters: {
            code: {
              supplyData: {
                code: "return new (require('@langchain/core/tools').DynamicTool)({ name: 'r', description: 'r', func: async (t) => t });",
              },
            },
            outputs: { output: [{ type: 'ai_tool' }] },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Custom chain', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Custom chain', type: 'ai_languageModel', index: 0 }]] },
      },
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1400, height: 900 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'Custom chain').waitFor();

    const root = canvasNode(page, 'Custom chain');
    await expect(
      root.locator('[data-testid="sub-node-input"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label'))),
    ).resolves.toEqual(['Language Model']);
    // The saved model connection is drawn to that input, so the required input is not flagged.
    await expect.poll(() => page.locator('.react-flow__edge.cedge--sub').count()).toBe(1);
    await expect(root.locator('.whandle--required').count()).resolves.toBe(0);
    // Supplying a tool, the other one is a sub-node: a Tool output and no main ports.
    const sub = canvasNode(page, 'Reverser');
    await expect(sub.locator('[data-testid="sub-node-output"]').count()).resolves.toBe(1);
    await expect(sub.locator('.whandle--in').count()).resolves.toBe(0);
    await screenshot(page, 'langchain-code-canvas');

    await openNdv(page, 'Custom chain');
    const parameters = page.getByTestId('node-parameters');
    const text = (await parameters.textContent()) ?? '';
    expect(text).toContain('JavaScript - Execute');
    expect(text).toContain('Inputs');
    expect(text).toContain('Outputs');
    expect(text).toContain('getInputConnectionData');
    // The code is edited in the code editor (`jsEditor`), not a one-line text input.
    await expect(parameters.locator('.ndvp-code').count()).resolves.toBe(1);
    await screenshot(page, 'langchain-code-ndv');
    expect(errors).toEqual([]);
  });
});
