/**
 * A node at a typeVersion Weft lacks: pasted into the canvas it shows as unknown, naming the
 * versions there are, and saving is refused with the server's message naming the node.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useSignedInWeft } from './harness.js';

const pasted = {
  nodes: [
    { id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Future Set', type: 'n8n-nodes-base.set', typeVersion: 0.5, position: [260, 0], parameters: {} },
  ],
  connections: { Start: { main: [[{ node: 'Future Set', type: 'main', index: 0 }]] } },
};

describe('nodes at a typeVersion Weft lacks', () => {
  const session = useSignedInWeft();

  it('show as unknown on the canvas with the versions there are, and are refused at save', async () => {
    const { page, context, errors } = await session.ownerPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.weft.url });
    await page.goto(`${session.weft.url}/workflow/new`);
    await page.getByTestId('canvas-add-first-step').waitFor();
    await page.locator('.react-flow__pane').click({ position: { x: 30, y: 30 } });
    await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(pasted));
    await page.keyboard.press('Control+v');
    const badge = page.locator('.react-flow__node', { hasText: 'Future Set' }).getByTestId('node-issues');
    await badge.waitFor();
    await expect(badge.getAttribute('aria-label')).resolves.toMatch(
      /^Issues: Weft does not have version 0\.5 of this node \(it has [0-9., ]*3\.4\)\. Replace the node or remove it\.$/,
    );
    await badge.hover();
    await screenshot(page, 'node-version-unknown');

    await page.getByTestId('workflow-save').click();
    await expect
      .poll(() => page.getByTestId('toast').last().textContent())
      .toContain('Node "Future Set" (n8n-nodes-base.set) is at typeVersion 0.5, which Weft does not have');
    expect(page.url()).toMatch(/\/workflow\/new$/);
    await screenshot(page, 'node-version-refused-at-save');
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  }, 60_000);
});
