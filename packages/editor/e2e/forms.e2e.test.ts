/**
 * n8n forms hosted by Weft, in Chromium against a real `weft start`: a three-page form (Form
 * Trigger, then two Form pages, then a Form ending) with a file upload is filled in with the
 * keyboard and mouse, a missing answer is refused with its error tied to the field, and the
 * execution preview in the editor shows every answer. Each page is screenshotted in the light
 * and the dark theme (the pages follow the browser's colour scheme).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rest, screenshot, useSignedInWeft, type TrackedPage } from './harness';
import { canvasNode, closeNdv, whenStill } from './ndv-helpers';

/** Screenshots a form page in the light and the dark colour scheme. */
async function bothSchemes(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

const radio = (...options: string[]) => ({ values: options.map((option) => ({ option })) });

function formWorkflow() {
  const nodes = [
    {
      id: 't',
      name: 'Sign up',
      type: 'n8n-nodes-base.formTrigger',
      typeVersion: 2.3,
      position: [0, 0],
      webhookId: 'a1b2c3d4-0000-4000-8000-000000000001',
      parameters: {
        path: 'join-us',
        formTitle: 'Join the club',
        formDescription: 'Three short steps. Fields marked <b>*</b> are required.',
        formFields: {
          values: [
            { fieldLabel: 'Full name', requiredField: true, placeholder: 'Ada Lovelace' },
            { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
            {
              fieldLabel: 'Plan',
              fieldType: 'dropdown',
              fieldOptions: radio('Free', 'Pro', 'Team'),
              requiredField: true,
            },
          ],
        },
        options: { buttonLabel: 'Next' },
      },
    },
    {
      id: 'p2',
      name: 'About you',
      type: 'n8n-nodes-base.form',
      typeVersion: 2.3,
      position: [240, 0],
      webhookId: 'a1b2c3d4-0000-4000-8000-000000000002',
      parameters: {
        operation: 'page',
        formFields: {
          values: [
            { fieldLabel: 'Interests', fieldType: 'checkbox', fieldOptions: radio('Maths', 'Music', 'Looms') },
            { fieldLabel: 'Shirt size', fieldType: 'radio', fieldOptions: radio('S', 'M', 'L'), requiredField: true },
            {
              fieldLabel: 'Portrait',
              fieldType: 'file',
              multipleFiles: false,
              acceptFileTypes: '.txt, .png',
              requiredField: true,
            },
          ],
        },
        options: { formTitle: 'About you', buttonLabel: 'Next' },
      },
    },
    {
      id: 'p3',
      name: 'Last details',
      type: 'n8n-nodes-base.form',
      typeVersion: 2.3,
      position: [480, 0],
      webhookId: 'a1b2c3d4-0000-4000-8000-000000000003',
      parameters: {
        operation: 'page',
        formFields: {
          values: [
            { fieldLabel: 'Age', fieldType: 'number' },
            { fieldLabel: 'Start date', fieldType: 'date' },
            { fieldLabel: 'Anything else?', fieldType: 'textarea' },
          ],
        },
        options: { formTitle: 'Last details', buttonLabel: 'Finish' },
      },
    },
    {
      id: 'end',
      name: 'Thanks',
      type: 'n8n-nodes-base.form',
      typeVersion: 2.3,
      position: [720, 0],
      webhookId: 'a1b2c3d4-0000-4000-8000-000000000004',
      parameters: {
        operation: 'completion',
        completionTitle: 'Welcome aboard!',
        completionMessage: 'We have your answers.',
      },
    },
  ];
  const link = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
  return {
    name: 'Club sign-up',
    nodes,
    connections: { 'Sign up': link('About you'), 'About you': link('Last details'), 'Last details': link('Thanks') },
    settings: {},
  };
}

describe('n8n forms in Chromium', () => {
  const session = useSignedInWeft();
  const pages: TrackedPage[] = [];
  afterAll(() => {
    // The refused submission is answered 400 on purpose (the form again, with its errors); Chromium logs that status.
    const refused = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
    for (const p of pages)
      expect(
        p.errors.filter((e) => e !== refused),
        'console errors',
      ).toEqual([]);
  });

  it('fills a three-page form with a file upload, and the execution shows every answer', async () => {
    const { weft, cookie } = session;
    // A retry of this test finds the first attempt's workflow active on the same paths: switch it off.
    const earlier = await rest<Array<{ id: string; name: string; active: boolean; versionId: string }>>(
      weft,
      cookie,
      'GET',
      '/workflows',
    );
    for (const w of earlier.filter((x) => x.name === formWorkflow().name && x.active))
      await rest(weft, cookie, 'PATCH', `/workflows/${w.id}`, { active: false, versionId: w.versionId });
    const created = await rest<{ id: string; versionId: string }>(weft, cookie, 'POST', '/workflows', formWorkflow());
    await rest(weft, cookie, 'PATCH', `/workflows/${created.id}`, { active: true, versionId: created.versionId });
    const portrait = join(mkdtempSync(join(tmpdir(), 'weft-form-')), 'portrait.txt');
    writeFileSync(portrait, 'a portrait in words');

    const tracked = await session.ownerPage({ width: 900, height: 1000 });
    pages.push(tracked);
    const { page } = tracked;

    // Page 1: the Form Trigger. A missing answer comes back with its error tied to the field.
    await page.goto(`${weft.url}/form/join-us`);
    await page.getByRole('heading', { name: 'Join the club' }).waitFor();
    await bothSchemes(page, 'form-page-1');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').waitFor();
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent()).toBe(
      'This field is required',
    );
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await bothSchemes(page, 'form-page-1-error');
    await email.fill('ada@example.com');
    await page.getByLabel('Plan').selectOption('Pro');
    await page.getByRole('button', { name: 'Next' }).click();

    // Page 2: a Form node page, reached while the execution waits.
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(page.url()).toMatch(/\/form-waiting\/\d+$/);
    await page.getByRole('checkbox', { name: 'Maths' }).check();
    await page.getByRole('checkbox', { name: 'Looms' }).check();
    // Keyboard: focus the first radio button, move with the arrow keys.
    await page.getByRole('radio', { name: 'S' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'M' }).isChecked()).toBe(true);
    await page.getByLabel('Portrait').setInputFiles(portrait);
    await bothSchemes(page, 'form-page-2');
    await page.getByRole('button', { name: 'Next' }).click();

    // Page 3.
    await page.getByRole('heading', { name: 'Last details' }).waitFor();
    await page.getByLabel('Age').fill('36');
    await page.getByLabel('Start date').fill('2026-12-10');
    await page.getByLabel('Anything else?').fill('Bring the notes on the engine.');
    await bothSchemes(page, 'form-page-3');
    await page.getByRole('button', { name: 'Finish' }).click();

    // The ending.
    await page.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('We have your answers.');
    await bothSchemes(page, 'form-completion');

    // The execution, as the editor shows it.
    let executionId: string | undefined;
    for (let i = 0; i < 100 && !executionId; i++) {
      const list = await rest<{ results: Array<{ id: string; workflowId: string; status: string }> }>(
        weft,
        cookie,
        'GET',
        '/executions',
      );
      executionId = list.results.find((e) => String(e.workflowId) === String(created.id) && e.status === 'success')?.id;
      if (!executionId) await new Promise((r) => setTimeout(r, 100));
    }
    expect(executionId).toBeTruthy();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${weft.url}/workflow/${created.id}/executions/${executionId}`);
    const expectations: Record<string, string[]> = {
      'Sign up': ['Ada Lovelace', 'ada@example.com', 'Pro', 'production'],
      'About you': ['Maths', 'Looms', 'M', 'portrait.txt', 'text/plain'],
      'Last details': ['36', '2026-12-10', 'Bring the notes on the engine.'],
    };
    for (const [name, answers] of Object.entries(expectations)) {
      const node = canvasNode(page, name);
      await node.waitFor();
      await whenStill(node.locator('.wnode__box'));
      await node.locator('.wnode__box').dblclick();
      await page.getByTestId('ndv-readonly').waitFor();
      // The items render after the panel's header: wait for them (a busy machine is slow to).
      for (const answer of answers)
        await expect
          .poll(async () => (await page.getByTestId('ndv-output').textContent()) ?? '', {
            message: `${name} shows ${answer}`,
            timeout: 10_000,
          })
          .toContain(answer);
      if (name === 'About you') await screenshot(page, 'form-execution-page-2');
      await closeNdv(page);
    }
    const execution = await rest<{
      data:
        | string
        | {
            resultData: {
              runData: Record<
                string,
                Array<{
                  data: { main: Array<Array<{ json: Record<string, unknown>; binary?: Record<string, unknown> }>> };
                }>
              >;
            };
          };
    }>(weft, cookie, 'GET', `/executions/${executionId}`);
    const data = typeof execution.data === 'string' ? JSON.parse(execution.data) : execution.data;
    const out = (n: string) => data.resultData.runData[n][0].data.main[0][0];
    expect(out('Sign up').json).toMatchObject({
      'Full name': 'Ada Lovelace',
      Email: 'ada@example.com',
      Plan: 'Pro',
      formMode: 'production',
    });
    expect(out('About you').json).toMatchObject({
      Interests: ['Maths', 'Looms'],
      'Shirt size': 'M',
      Portrait: { filename: 'portrait.txt', mimetype: 'text/plain', size: 19 },
    });
    expect(Object.keys(out('About you').binary ?? {})).toEqual(['Portrait']);
    expect(out('Last details').json).toMatchObject({
      Age: 36,
      'Start date': '2026-12-10',
      'Anything else?': 'Bring the notes on the engine.',
    });
  }, 120_000);

  it("the editor's test form: Execute workflow listens, the form at /form-test runs once and the canvas shows the answers", async () => {
    const { weft, cookie } = session;
    const wf = {
      name: 'Feedback (test form)',
      nodes: [
        {
          id: 'ft',
          name: 'Feedback',
          type: 'n8n-nodes-base.formTrigger',
          typeVersion: 2.2,
          position: [0, 0],
          webhookId: 'a1b2c3d4-0000-4000-8000-0000000000f1',
          parameters: {
            formTitle: 'Feedback',
            formFields: {
              values: [
                { fieldLabel: 'Rating', fieldType: 'number', requiredField: true },
                { fieldLabel: 'Comment', fieldType: 'textarea' },
              ],
            },
            options: { path: 'feedback' },
          },
        },
      ],
      connections: {},
      settings: {},
    };
    const created = await rest<{ id: string }>(weft, cookie, 'POST', '/workflows', wf);
    const editor = await session.ownerPage({ width: 1440, height: 900 });
    pages.push(editor);
    await editor.page.goto(`${weft.url}/workflow/${created.id}`);
    await canvasNode(editor.page, 'Feedback').waitFor();
    await editor.page.getByTestId('execute-workflow').click();
    await editor.page.getByTestId('webhook-waiting').waitFor();

    const form = await session.ownerPage({ width: 900, height: 800 });
    pages.push(form);
    await form.page.goto(`${weft.url}/form-test/feedback`);
    await form.page.getByText('This is a test version of the form').waitFor();
    await form.page.getByLabel('Rating').fill('5');
    await form.page.getByLabel('Comment').fill('Lovely engine');
    await bothSchemes(form.page, 'form-test-url');
    await form.page.getByRole('button', { name: 'Submit' }).click();
    await form.page.getByText('Your response has been recorded').waitFor();

    await editor.page.getByTestId('run-result').waitFor({ timeout: 20_000 });
    await canvasNode(editor.page, 'Feedback').locator('.wnode__box').dblclick();
    await editor.page.getByTestId('ndv-output').waitFor();
    const output = (await editor.page.getByTestId('ndv-output').textContent()) ?? '';
    for (const answer of ['5', 'Lovely engine', 'test']) expect(output).toContain(answer);
    await screenshot(editor.page, 'form-test-url-editor');
    // One submission per listening: the test form is gone afterwards.
    expect((await fetch(`${weft.url}/form-test/feedback`)).status).toBe(404);
  }, 120_000);
});
