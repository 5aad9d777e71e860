/**
 * The AI Agent 1's older agent types in the node details view, in Chromium against a real weft
 * start: a saved Conversational Agent 1.5 shows its own options (not the tools agent's) with the
 * deprecation notice, and choosing the SQL Agent shows its data source, its database credential
 * and its options. Screenshots of both.
 */
import { describe, expect, it } from 'vitest';
import { rest, screenshot, useSignedInWeft } from './harness.js';
import { canvasNode, openNdv, parameterField } from './ndv-helpers.js';

const AI = '@n8n/n8n-nodes-langchain';

describe('AI Agent 1: the older agent types', () => {
  const session = useSignedInWeft();

  it("shows each agent type's own parameters, and the SQL Agent's database credential", async () => {
    const created = await rest<{ id: string }>(session.weft, session.cookie, 'POST', '/workflows', {
      name: 'Conversational agent',
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
          id: 'a',
          name: 'AI Agent',
          type: `${AI}.agent`,
          typeVersion: 1.5,
          position: [260, 0],
          parameters: {
            agent: 'conversationalAgent',
            promptType: 'define',
            text: 'Which loom?',
            options: { systemMessage: 'Answer in one line.', maxIterations: 4 },
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
      ],
      connections: {
        Start: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      },
      settings: {},
    });
    const { page, errors } = await session.ownerPage({ width: 1400, height: 900 });
    await page.goto(`${session.weft.url}/workflow/${created.id}`);
    await canvasNode(page, 'AI Agent').waitFor();
    await openNdv(page, 'AI Agent');

    const parameters = page.getByTestId('node-parameters');
    await expect(parameters.textContent()).resolves.toContain('This agent type is deprecated');
    expect(
      await parameterField(page, 'agent')
        .locator('select')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
    ).toBe('Conversational Agent');
    // The Conversational Agent's options, with the saved values; none of the tools agent's.
    expect(await parameterField(page, 'options.systemMessage').locator('textarea').inputValue()).toBe(
      'Answer in one line.',
    );
    expect(await parameterField(page, 'options.maxIterations').locator('input').inputValue()).toBe('4');
    await expect(parameterField(page, 'options.passthroughBinaryImages').count()).resolves.toBe(0);
    await expect(parameterField(page, 'dataSource').count()).resolves.toBe(0);
    await screenshot(page, 'ai-agent-v1-conversational');

    await parameterField(page, 'agent').locator('select').selectOption({ label: 'SQL Agent' });
    await parameterField(page, 'dataSource').waitFor();
    expect(
      await parameterField(page, 'dataSource')
        .locator('select')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
    ).toBe('Postgres');
    await page.locator('[data-testid="node-credentials"] [data-credential-type="postgres"]').waitFor();
    await expect(page.locator('[data-testid="node-credentials"] [data-credential-type="mySql"]').count()).resolves.toBe(
      0,
    );
    await parameterField(page, 'dataSource').locator('select').selectOption({ label: 'MySQL' });
    await page.locator('[data-testid="node-credentials"] [data-credential-type="mySql"]').waitFor();
    await expect(parameters.textContent()).resolves.not.toContain('Answer in one line.');
    await screenshot(page, 'ai-agent-v1-sql');
    expect(errors).toEqual([]);
  }, 90_000);
});
