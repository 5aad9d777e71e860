/**
 * The Execute Workflow Trigger 1.1's declared inputs in Chromium: an n8n export that stores no
 * input mode declares its inputs (n8n's default, "Define using fields below"), and the details
 * view shows that mode and the declared fields, and not the JSON example of the other mode.
 * Screenshot of the view.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness.js';
import { canvasNode, openNdv, parameterField } from './ndv-helpers.js';

describe('Execute Workflow Trigger inputs', () => {
  const session = useSignedInWeft();

  it('shows the inputs an n8n export declares, in the mode n8n defaults to', async () => {
    const created = await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'Sub-workflow with inputs',
      nodes: [
        {
          id: 't',
          name: 'When Executed by Another Workflow',
          type: 'n8n-nodes-base.executeWorkflowTrigger',
          typeVersion: 1.1,
          position: [0, 0],
          // As n8n exports it: no inputSource, which defaults to the declared fields.
          parameters: {
            workflowInputs: {
              values: [
                { name: 'customerId', type: 'number' },
                { name: 'email', type: 'string' },
              ],
            },
          },
        },
      ],
      connections: {},
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1400, height: 900 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'When Executed by Another Workflow').waitFor();
    await openNdv(page, 'When Executed by Another Workflow');

    const parameters = page.getByTestId('node-parameters');
    const text = (await parameters.textContent()) ?? '';
    expect(text).toContain('Input data mode');
    expect(text).toContain('Define using fields below');
    expect(text).toContain('Workflow Input Schema');
    await expect(parameterField(page, 'workflowInputs').count()).resolves.toBe(1);
    const values = await parameters
      .locator('input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(values).toEqual(expect.arrayContaining(['customerId', 'email']));
    await expect(parameterField(page, 'jsonExample').count()).resolves.toBe(0);
    await screenshot(page, 'sub-workflow-trigger-inputs');
    expect(errors).toEqual([]);
  });
});
