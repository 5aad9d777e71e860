/**
 * A large input through a chain of Set and Filter nodes, run from the editor in Chromium (with
 * WEFT_EXECUTIONS_DATA_MAX_ITEMS at 5 so that twelve items are "large"): the nodes inside the
 * chain keep their first items, and their output says so; the chain's last node and the node after
 * it have every item. Screenshot of a capped output.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness.js';
import { canvasNode, closeNdv, codeParameters, openNdv } from './ndv-helpers.js';

const set = (id: string, name: string, value: string, x: number) => ({
  id,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [x, 0],
  parameters: {
    assignments: { assignments: [{ id, name: name.toLowerCase(), type: 'number', value }] },
    includeOtherFields: true,
    options: {},
  },
});

describe('outputs of a streamed chain in the node details view', () => {
  const session = useSignedInWeft({ WEFT_EXECUTIONS_DATA_MAX_ITEMS: '5' });

  it('says which outputs kept only their first items', async () => {
    const created = await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'Twelve items through a chain',
      nodes: [
        {
          id: 'a',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'b',
          name: 'Twelve',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [220, 0],
          parameters: codeParameters('return Array.from({ length: 12 }, (_, i) => ({ json: { i } }));'),
        },
        set('c', 'Double', '={{ $json.i * 2 }}', 440),
        {
          id: 'd',
          name: 'Small',
          type: 'n8n-nodes-base.filter',
          typeVersion: 2.2,
          position: [660, 0],
          parameters: {
            conditions: {
              options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
              conditions: [
                {
                  id: 'x',
                  leftValue: '={{ $json.double }}',
                  rightValue: 12,
                  operator: { type: 'number', operation: 'lt' },
                },
              ],
              combinator: 'and',
            },
            options: {},
          },
        },
        set('e', 'Plus', '={{ $json.double + 1 }}', 880),
      ],
      connections: {
        Start: { main: [[{ node: 'Twelve', type: 'main', index: 0 }]] },
        Twelve: { main: [[{ node: 'Double', type: 'main', index: 0 }]] },
        Double: { main: [[{ node: 'Small', type: 'main', index: 0 }]] },
        Small: { main: [[{ node: 'Plus', type: 'main', index: 0 }]] },
      },
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1400, height: 900 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'Double').waitFor();
    await page.getByTestId('execute-workflow').click();
    await page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('run-result').textContent()).toContain('successfully');

    await openNdv(page, 'Double');
    const output = page.getByTestId('ndv-output');
    await expect(output.getByTestId('ndv-output-capped').textContent()).resolves.toContain(
      'Only the first 5 of 12 items were kept for display',
    );
    expect(await output.getByTestId('ndv-output-count').textContent()).toBe('5 items');
    await screenshot(page, 'ndv-streamed-chain-capped');
    await closeNdv(page);

    // The chain's last node has every item that reached it.
    await openNdv(page, 'Plus');
    expect(await output.getByTestId('ndv-output-count').textContent()).toBe('6 items');
    await expect(output.getByTestId('ndv-output-capped').count()).resolves.toBe(0);
    await closeNdv(page);
    expect(errors).toEqual([]);
  });
});
