import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@weft/workflow';
import { chain, executionsOf, finishedExecutions, insertWorkflow, node, waitFor } from './activation-helpers.js';
import { createTestServer, DB_KINDS, type TestServer } from './harness.js';

/** A Form Trigger at `path` (typeVersion 2.3 unless told). */
function formTrigger(
  path: string,
  parameters: Record<string, unknown>,
  typeVersion = 2.3,
  extra: Partial<WorkflowNode> = {},
): WorkflowNode {
  return node(
    'Form',
    'n8n-nodes-base.formTrigger',
    { path, formTitle: 'Sign up', ...parameters },
    { typeVersion, webhookId: randomUUID(), ...extra },
  );
}

/** A multipart body built by the platform's FormData, as a browser sends it. */
async function multipart(
  parts: Array<[string, string] | [string, { name: string; type: string; text: string }]>,
): Promise<{ body: Buffer; type: string }> {
  const fd = new FormData();
  for (const [k, v] of parts) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, new Blob([v.text], { type: v.type }), v.name);
  }
  const req = new Request('http://x/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

const ALL_FIELDS = {
  values: [
    { fieldLabel: 'Name', requiredField: true },
    { fieldLabel: 'About', fieldType: 'textarea' },
    { fieldLabel: 'Age', fieldType: 'number' },
    { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
    { fieldLabel: 'Secret', fieldType: 'password' },
    { fieldLabel: 'Birthday', fieldType: 'date' },
    { fieldLabel: 'Plan', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'Free' }, { option: 'Pro' }] } },
    {
      fieldLabel: 'Topics',
      fieldType: 'checkbox',
      fieldOptions: { values: [{ option: 'News' }, { option: 'Tips' }, { option: 'Jobs' }] },
    },
    { fieldLabel: 'Size', fieldType: 'radio', fieldOptions: { values: [{ option: 'S' }, { option: 'M' }] } },
    { fieldLabel: 'CV file', fieldType: 'file', multipleFiles: true, acceptFileTypes: '.txt, .pdf' },
    { fieldType: 'hiddenField', fieldName: 'source', fieldValue: 'site' },
    { fieldType: 'html', elementName: 'intro', html: '<p>Hello <script>alert(1)</script><b>there</b></p>' },
  ],
};

describe.each(DB_KINDS)('n8n forms on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server?.close());

  const post = (url: string, body: Buffer | string, type: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': type, ...headers } });
  const runData = async (workflowId: string) =>
    JSON.parse((await finishedExecutions(server.ctx, workflowId))[0]!.data).resultData.runData;

  it('shows a Form Trigger form with every field type, accessible and without scripts', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        formTrigger('signup', {
          formDescription: 'Tell us <i>about</i> you<script>x()</script>',
          formFields: ALL_FIELDS,
          options: { buttonLabel: 'Join', customCss: 'h1 { color: rebeccapurple; } </style><script>' },
        }),
      ],
    });
    await server.ctx.activeWorkflows.activate(id);
    const res = await server.app.inject({ method: 'GET', url: '/form/signup?source=ad' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<form method="POST" action="" enctype="multipart/form-data"');
    expect(html).toContain(
      '<label for="field-0">Name<span class="required" aria-hidden="true">*</span></label><input type="text" id="field-0" name="field-0"',
    );
    expect(html).toContain('<textarea id="field-1" name="field-1"');
    expect(html).toContain('type="number" id="field-2"');
    expect(html).toContain('type="email" id="field-3"');
    expect(html).toContain('type="password" id="field-4"');
    expect(html).toContain('type="date" id="field-5"');
    expect(html).toContain('<select id="field-6" name="field-6">');
    expect(html).toContain('<fieldset class="field" id="field-7"><legend>Topics</legend>');
    expect(html).toContain(
      '<input type="checkbox" id="option0_field-7" name="field-7" value="News"><label for="option0_field-7">News</label>',
    );
    expect(html).toContain('<input type="radio" id="option1_field-8" name="field-8" value="M">');
    expect(html).toContain('<input type="file" id="field-9" name="field-9" multiple accept=".txt,.pdf"');
    expect(html).toContain('<input type="hidden" name="field-10" value="ad">');
    expect(html).toContain('<p>Hello <b>there</b></p>');
    expect(html).toContain('Tell us <i>about</i> you');
    expect(html).toContain('<button type="submit">Join</button>');
    expect(html).toContain('<style>h1 { color: rebeccapurple; } /style>script></style>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('takes a multipart submission with files as the item n8n gives, and answers with the completion text', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [formTrigger('full', { formFields: ALL_FIELDS })],
      settings: { timezone: 'Europe/Berlin' },
    });
    await server.ctx.activeWorkflows.activate(id);
    const page = (await server.app.inject({ method: 'GET', url: '/form/full' })).body;
    const intro = /name="field-11" value="([^"]*)"/
      .exec(page)![1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const { body, type } = await multipart([
      ['field-0', '  Ada  '],
      ['field-1', 'Line 1\nLine 2'],
      ['field-2', '36'],
      ['field-3', 'ada@example.com'],
      ['field-4', 'pw'],
      ['field-5', '1815-12-10'],
      ['field-6', 'Pro'],
      ['field-7', 'News'],
      ['field-7', 'Jobs'],
      ['field-8', 'M'],
      ['field-9', { name: 'cv.txt', type: 'text/plain', text: 'analytical engine' }],
      ['field-9', { name: 'notes.pdf', type: 'application/pdf', text: '%PDF-1.4' }],
      ['field-10', 'site'],
      ['field-11', intro],
    ]);
    const res = await post('/form/full?ref=mail', body, type);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Your response has been recorded');
    const item = (await runData(id)).Form[0].data.main[0][0];
    const { submittedAt, ...json } = item.json;
    expect(json).toEqual({
      Name: 'Ada',
      About: 'Line 1\r\nLine 2',
      Age: 36,
      Email: 'ada@example.com',
      Secret: 'pw',
      Birthday: '1815-12-10',
      Plan: 'Pro',
      Topics: ['News', 'Jobs'],
      Size: 'M',
      'CV file': [
        { filename: 'cv.txt', mimetype: 'text/plain', size: 17 },
        { filename: 'notes.pdf', mimetype: 'application/pdf', size: 8 },
      ],
      source: 'site',
      intro: '<p>Hello <b>there</b></p>',
      formMode: 'production',
      formQueryParameters: { ref: 'mail' },
    });
    // 2.3 uses the workflow's timezone by default, written as Luxon does.
    expect(submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/);
    expect(Object.keys(item.binary).sort()).toEqual(['CV_file_0', 'CV_file_1']);
    expect(item.binary.CV_file_0).toMatchObject({ fileName: 'cv.txt', mimeType: 'text/plain' });
  });

  it('refuses missing and wrong answers with the form again, errors tied to their fields, and runs nothing', async () => {
    const id = await insertWorkflow(server.ctx, { nodes: [formTrigger('required', { formFields: ALL_FIELDS })] });
    await server.ctx.activeWorkflows.activate(id);
    const res = await post(
      '/form/required',
      'field-1=kept%20text&field-3=not-an-email&field-6=Gold',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(
      '<input type="text" id="field-0" name="field-0" value="" required aria-required="true" aria-invalid="true" aria-describedby="error-field-0"><p class="error" id="error-field-0">This field is required</p>',
    );
    expect(res.body).toContain(
      'aria-describedby="error-field-3"><p class="error" id="error-field-3">Enter an email address',
    );
    expect(res.body).toContain('<p class="error" id="error-field-6">Choose from the options given</p>');
    expect(res.body).toContain('>kept text</textarea>');
    expect(res.body).toContain('<a href="#field-0">Name: This field is required</a>');
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);
  });

  it('version 1: urlencoded answers at <path>/n8n-form, UTC time, its submitted text; unanswered fields are null', async () => {
    const fields = {
      values: [
        { fieldLabel: 'Name' },
        { fieldLabel: 'Colour', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'red' }] } },
        { fieldLabel: 'Upload', fieldType: 'file', multipleFiles: false },
      ],
    };
    const id = await insertWorkflow(server.ctx, {
      nodes: [formTrigger('legacy', { formFields: fields, options: { formSubmittedText: 'Thanks, v1!' } }, 1)],
      settings: { timezone: 'Asia/Tokyo' },
    });
    await server.ctx.activeWorkflows.activate(id);
    expect((await server.app.inject({ method: 'GET', url: '/form/legacy' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/form/legacy/n8n-form' })).statusCode).toBe(200);
    const res = await post('/form/legacy/n8n-form', 'field-0=Bob', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Thanks, v1!');
    const json = (await runData(id)).Form[0].data.main[0][0].json;
    expect(json).toMatchObject({ Name: 'Bob', Colour: null, Upload: null, formMode: 'production' });
    expect(json.submittedAt).toMatch(/Z$/);
  });

  it('basic auth (version 2 and later) asks the browser for credentials and checks them', async () => {
    const store = server.ctx.credentialStore;
    const owner = await server.ctx.users.ensureShellOwner();
    const record = await store.repo.create(
      {
        name: 'Form auth',
        type: 'httpBasicAuth',
        data: store.encrypt({ user: 'ada', password: 's3cret' }),
        nodesAccess: [],
      },
      owner.id,
    );
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        formTrigger('private', { authentication: 'basicAuth', formFields: { values: [{ fieldLabel: 'Name' }] } }, 2.2, {
          credentials: { httpBasicAuth: { id: record.id, name: 'Form auth' } },
        }),
      ],
    });
    await server.ctx.activeWorkflows.activate(id);
    const none = await server.app.inject({ method: 'GET', url: '/form/private' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="Enter credentials"');
    const wrong = await post('/form/private', 'field-0=x', 'application/x-www-form-urlencoded', {
      authorization: `Basic ${Buffer.from('ada:nope').toString('base64')}`,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await executionsOf(server.ctx, id)).toHaveLength(0);
    const auth = { authorization: `Basic ${Buffer.from('ada:s3cret').toString('base64')}` };
    expect((await server.app.inject({ method: 'GET', url: '/form/private', headers: auth })).statusCode).toBe(200);
    expect((await post('/form/private', 'field-0=Ada', 'application/x-www-form-urlencoded', auth)).statusCode).toBe(
      200,
    );
    expect((await runData(id)).Form[0].data.main[0][0].json.Name).toBe('Ada');
  });

  it('redirects after the submission when the form response is a URL', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [
        formTrigger('bye', {
          formFields: { values: [{ fieldLabel: 'Name' }] },
          options: {
            respondWithOptions: { values: { respondWith: 'redirect', redirectUrl: 'https://example.com/thanks' } },
          },
        }),
      ],
    });
    await server.ctx.activeWorkflows.activate(id);
    const res = await post('/form/bye', 'field-0=A', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://example.com/thanks');
  });

  it('runs a three-page form: the execution waits at each Form page and ends on its completion page', async () => {
    const nodes = [
      formTrigger('multi', { formFields: { values: [{ fieldLabel: 'Name', requiredField: true }] } }),
      node(
        'Page 2',
        'n8n-nodes-base.form',
        {
          operation: 'page',
          formFields: {
            values: [
              {
                fieldLabel: 'Colour',
                fieldType: 'radio',
                requiredField: true,
                fieldOptions: { values: [{ option: 'red' }, { option: 'blue' }] },
              },
            ],
          },
          options: { formTitle: 'Step 2' },
        },
        { typeVersion: 2.3, webhookId: randomUUID() },
      ),
      node(
        'Page 3',
        'n8n-nodes-base.form',
        {
          operation: 'page',
          formFields: {
            values: [{ fieldLabel: 'Photo', fieldType: 'file', multipleFiles: false, requiredField: true }],
          },
        },
        { typeVersion: 1, webhookId: randomUUID() },
      ),
      node(
        'Done',
        'n8n-nodes-base.form',
        { operation: 'completion', completionTitle: 'All set', completionMessage: 'We got <b>it</b>' },
        { typeVersion: 2.3, webhookId: randomUUID() },
      ),
    ];
    const id = await insertWorkflow(server.ctx, { nodes, connections: chain('Form', 'Page 2', 'Page 3', 'Done') });
    await server.ctx.activeWorkflows.activate(id);
    const first = await post('/form/multi', 'field-0=Ada', 'application/x-www-form-urlencoded');
    expect(first.statusCode, first.body).toBe(303);
    const next = String(first.headers.location);
    expect(next).toMatch(/^\/form-waiting\/\d+$/);
    const executionId = next.split('/').pop()!;

    const page2 = await server.app.inject({ method: 'GET', url: next });
    expect(page2.body).toContain('<h1 id="form-title">Step 2</h1>');
    const refused = await post(next, '', 'application/x-www-form-urlencoded');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose an option');
    const second = await post(next, 'field-0=blue', 'application/x-www-form-urlencoded');
    expect(second.statusCode, second.body).toBe(303);
    expect(second.headers.location).toBe(next);

    const page3 = await server.app.inject({ method: 'GET', url: next });
    expect(page3.body).toContain('<h1 id="form-title">Sign up</h1>');
    expect(page3.body).toContain('enctype="multipart/form-data"');
    const { body, type } = await multipart([['field-0', { name: 'me.png', type: 'image/png', text: 'PNGDATA' }]]);
    const third = await post(next, body, type);
    expect(third.statusCode, third.body).toBe(303);

    const done = await server.app.inject({ method: 'GET', url: next });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>All set</h1>');
    expect(done.body).toContain('We got <b>it</b>');
    const rows = await finishedExecutions(server.ctx, id);
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.id)).toBe(executionId);
    expect(rows[0]!.status).toBe('success');
    const run = JSON.parse(rows[0]!.data).resultData.runData;
    expect(run.Form[0].data.main[0][0].json).toMatchObject({ Name: 'Ada', formMode: 'production' });
    expect(run['Page 2'][0].data.main[0][0].json).toMatchObject({ Colour: 'blue', formMode: 'production' });
    expect(run['Page 2'][0].data.main[0][0].json).not.toHaveProperty('formQueryParameters');
    const p3 = run['Page 3'][0].data.main[0][0];
    expect(p3.json.Photo).toEqual({ filename: 'me.png', mimetype: 'image/png', size: 7 });
    expect(p3.binary.Photo).toMatchObject({ fileName: 'me.png', mimeType: 'image/png' });
    expect(run.Done[0].data.main[0][0].json.Photo).toEqual({ filename: 'me.png', mimetype: 'image/png', size: 7 });
    const again = await server.app.inject({ method: 'GET', url: next });
    expect(again.statusCode).toBe(409);
  });

  it('serves the test form at /form-test while the editor listens: shown repeatedly, one submission runs as a manual execution', async () => {
    const owner = await server.owner();
    const wf = {
      name: 'Test form',
      nodes: [formTrigger('trial', { formFields: { values: [{ fieldLabel: 'Name' }] } })],
      connections: {},
    };
    const created = await owner.post('/rest/workflows', wf);
    expect(created.status, created.text).toBe(200);
    const started = await owner.post('/rest/workflows/run', { workflowData: created.body.data });
    expect(started.body.data, started.text).toEqual({ waitingForWebhook: true });
    expect((await server.app.inject({ method: 'GET', url: '/form/trial' })).statusCode).toBe(404);
    const a = await server.app.inject({ method: 'GET', url: '/form-test/trial' });
    expect(a.statusCode).toBe(200);
    expect(a.body).toContain('class="test-notice"');
    expect((await server.app.inject({ method: 'GET', url: '/form-test/trial' })).statusCode).toBe(200);
    expect((await post('/form-test/trial', 'field-0=Tess', 'application/x-www-form-urlencoded')).statusCode).toBe(200);
    const rows = await waitFor(async () => {
      const r = await executionsOf(server.ctx, created.body.data.id);
      return r.length && r[0]!.status === 'success' ? r : undefined;
    });
    expect(rows[0]!.mode).toBe('manual');
    expect(JSON.parse(rows[0]!.data).resultData.runData.Form[0].data.main[0][0].json).toMatchObject({
      Name: 'Tess',
      formMode: 'test',
    });
    expect((await server.app.inject({ method: 'GET', url: '/form-test/trial' })).statusCode).toBe(404);
  });

  it("ignores bots when asked, and answers per the response mode: a Respond to Webhook text (up to 2.1), or n8n's refusal (2.2 and later)", async () => {
    const fields = { values: [{ fieldLabel: 'Name' }] };
    const botId = await insertWorkflow(server.ctx, {
      nodes: [formTrigger('bots', { formFields: fields, options: { ignoreBots: true } })],
    });
    await server.ctx.activeWorkflows.activate(botId);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/form/bots',
          headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/form/bots',
          headers: { 'user-agent': 'Mozilla/5.0 Chrome/120' },
        })
      ).statusCode,
    ).toBe(200);

    const respond = node(
      'Respond',
      'n8n-nodes-base.respondToWebhook',
      { respondWith: 'json', responseBody: '={{ { formSubmittedText: "Thanks, " + $json.Name } }}' },
      { typeVersion: 1.1 },
    );
    const v21 = await insertWorkflow(server.ctx, {
      nodes: [formTrigger('responder', { formFields: fields, responseMode: 'responseNode' }, 2.1), respond],
      connections: chain('Form', 'Respond'),
    });
    await server.ctx.activeWorkflows.activate(v21);
    const answered = await post('/form/responder', 'field-0=Ada', 'application/x-www-form-urlencoded');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.body).toContain('Thanks, Ada');

    const v23 = await insertWorkflow(server.ctx, {
      nodes: [formTrigger('refused', { formFields: fields }, 2.3), { ...respond, id: randomUUID() }],
      connections: chain('Form', 'Respond'),
    });
    await server.ctx.activeWorkflows.activate(v23);
    const page = await server.app.inject({ method: 'GET', url: '/form/refused' });
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain(
      'The &quot;Respond to Webhook&quot; node is not supported in workflows initiated by the &quot;n8n Form Trigger&quot;',
    );

    const last = await insertWorkflow(server.ctx, {
      nodes: [
        formTrigger('last', { formFields: fields, responseMode: 'lastNode' }),
        node('Fail', 'n8n-nodes-base.stopAndError', { errorMessage: 'nope' }),
      ],
      connections: chain('Form', 'Fail'),
    });
    await server.ctx.activeWorkflows.activate(last);
    const failed = await post('/form/last', 'field-0=Ada', 'application/x-www-form-urlencoded');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('The workflow that handles this form failed');
  });
});
