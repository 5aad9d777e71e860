/**
 * What the node details view e2e files share: finding nodes on the canvas and parameters in the
 * view, opening and closing the view, and the Code node's parameters.
 */
import type { Locator, Page } from 'playwright-core';

/** The name n8n gives a new workflow's manual trigger. */
export const TRIGGER = 'When clicking ‘Execute workflow’';

/** A node on the canvas, by name. */
export function canvasNode(page: Page, name: string): Locator {
  return page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
}

/**
 * Waits until `target` stays where it is (the canvas may still be panning or zooming after a
 * panel closed or the view was fitted), so that a click lands on it and not on what moves past.
 */
export async function whenStill(target: Locator): Promise<void> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = JSON.stringify(await target.boundingBox());
    if (box !== 'null' && box === last) return;
    last = box;
    await target.page().waitForTimeout(100);
  }
}

/** A parameter of the open node, by its dot path (`url`, `options.timeout`). */
export function parameterField(page: Page, path: string): Locator {
  return page.locator(`[data-testid="node-parameters"] [data-parameter="${path}"]`);
}

/** Opens a node's details view with a double-click and waits until its parameters show. */
export async function openNdv(page: Page, name: string): Promise<void> {
  const box = canvasNode(page, name).locator('.wnode__box');
  await whenStill(box);
  await box.dblclick();
  await page.locator(`[data-testid="ndv"][data-node-name="${name}"]`).waitFor();
  await page.getByTestId('node-parameters').waitFor();
}

/** Closes the view with Escape and waits until it is gone. */
export async function closeNdv(page: Page): Promise<void> {
  await page.getByTestId('ndv').press('Escape');
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/** Parameters of a Code node (typeVersion 2) running `js` once for all items. */
export function codeParameters(js: string): { mode: string; language: string; jsCode: string } {
  return { mode: 'runOnceForAllItems', language: 'javaScript', jsCode: js };
}
