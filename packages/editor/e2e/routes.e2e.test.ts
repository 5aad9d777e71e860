/**
 * Every route of issue #5 in Chromium, signed in as the owner (and the signed-out ones signed
 * out), at 1280×800 and 1920×1080: each lands on the address it should (or the one it redirects
 * to) and shows its own heading or content, with no console error anywhere, and a screenshot of
 * each under test-results/screenshots/route-*.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, rest, screenshot, useCookie, useSignedInWeft } from './harness';

/** What a route must show: the path it ends on (after any redirect) and a check of its content. */
type Route = [name: string, path: string, lands: string | RegExp, shows: (page: Page, path: string) => Promise<void>];

/** Waits a little for a locator to appear, then asserts it did (so a failure names what is missing). */
async function present(page: Page, what: string, locator: ReturnType<Page['locator']>, path: string): Promise<void> {
  await locator
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .catch(() => undefined);
  expect(await locator.first().isVisible(), `${path} shows ${what}`).toBe(true);
}
const heading = (text: string) => (page: Page, path: string) =>
  present(page, `the heading "${text}"`, page.getByRole('heading', { name: text, exact: true }), path);
const testId = (id: string, text?: string) => (page: Page, path: string) =>
  present(
    page,
    text ? `${id} with "${text}"` : id,
    text ? page.getByTestId(id).filter({ hasText: text }) : page.getByTestId(id),
    path,
  );
const all =
  (...checks: Array<(page: Page, path: string) => Promise<void>>) =>
  async (page: Page, path: string) => {
    for (const check of checks) await check(page, path);
  };

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** Chromium logs a failed request as a console error; a signed-out session check answers 401 by design. */
const EXPECTED_SIGNED_OUT = /Failed to load resource: the server responded with a status of 401/;

describe('every route in Chromium', () => {
  const session = useSignedInWeft();
  let workflowId = '';
  let executionId = '';
  beforeAll(async () => {
    const { weft, cookie } = session;
    const wf = await rest(weft, cookie, 'POST', '/workflows', {
      name: 'Route tour',
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
          name: 'Greeting',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [240, 0],
          parameters: {
            assignments: { assignments: [{ id: '1', name: 'hello', value: 'world', type: 'string' }] },
            options: {},
          },
        },
      ],
      connections: { Start: { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] } },
      settings: {},
    });
    workflowId = wf.id;
    await rest(weft, cookie, 'POST', '/workflows/run', { workflowData: wf });
    for (let i = 0; i < 50 && !executionId; i++) {
      const list = await rest(weft, cookie, 'GET', '/executions?filter={}');
      if (list.results[0]?.stoppedAt) executionId = list.results[0].id;
      else await new Promise((r) => setTimeout(r, 100));
    }
    await rest(weft, cookie, 'POST', '/credentials', {
      name: 'Tour key',
      type: 'httpHeaderAuth',
      data: { name: 'X-Key', value: 'secret' },
    });
  }, 60_000);

  const signedIn = (): Route[] => [
    [
      'home-workflows',
      '/home/workflows',
      '/home/workflows',
      all(heading('Workflows'), testId('workflows-view', 'Route tour')),
    ],
    [
      'home-credentials',
      '/home/credentials',
      '/home/credentials',
      all(heading('Credentials'), testId('credentials-view', 'Tour key')),
    ],
    ['workflow-new', '/workflow/new', '/workflow/new', all(testId('canvas'), testId('canvas-add-first-step'))],
    [
      'workflow',
      `/workflow/${workflowId}`,
      `/workflow/${workflowId}`,
      all(testId('workflow-name', 'Route tour'), testId('canvas', 'Greeting')),
    ],
    // A workflow's executions open its newest execution.
    [
      'workflow-executions',
      `/workflow/${workflowId}/executions`,
      `/workflow/${workflowId}/executions/${executionId}`,
      all(heading('Executions'), testId('execution-item')),
    ],
    [
      'execution-preview',
      `/workflow/${workflowId}/executions/${executionId}`,
      `/workflow/${workflowId}/executions/${executionId}`,
      all(heading('Executions'), testId('execution-item'), testId('canvas', 'Greeting')),
    ],
    ['executions', '/executions', '/executions', all(heading('Executions'), testId('executions-view', 'Route tour'))],
    ['workflow-demo', '/workflows/demo', '/workflows/demo', testId('canvas')],
    [
      'templates',
      '/templates',
      '/templates',
      all(heading('Templates'), testId('collection-card'), testId('templates-view', 'Hello Weft: your first workflow')),
    ],
    [
      'template',
      '/templates/1',
      '/templates/1',
      all(heading('Hello Weft: your first workflow'), testId('use-template')),
    ],
    [
      'collection',
      '/collections/1',
      '/collections/1',
      all(heading('Getting started with Weft'), testId('template-card')),
    ],
    [
      'settings-users',
      '/settings/users',
      '/settings/users',
      all(heading('Users'), testId('users-settings', 'owner@weft.test')),
    ],
    [
      'settings-personal',
      '/settings/personal',
      '/settings/personal',
      all(heading('Personal settings'), heading('Password')),
    ],
    ['settings-api', '/settings/api', '/settings/api', all(heading('API'), testId('api-key-create'))],
    ['settings-ldap', '/settings/ldap', '/settings/ldap', all(heading('LDAP and SAML'), testId('ldap-form'))],
    [
      'settings-log-streaming',
      '/settings/log-streaming',
      '/settings/log-streaming',
      all(heading('Log streaming'), testId('add-destination')),
    ],
    [
      'settings-community-nodes',
      '/settings/community-nodes',
      '/settings/community-nodes',
      all(heading('Community nodes'), testId('open-install')),
    ],
    [
      'settings-usage',
      '/settings/usage',
      '/settings/usage',
      all(heading('Usage and plan'), testId('usage-active-workflows')),
    ],
    [
      'coming-soon-environments',
      '/settings/coming-soon/environments',
      '/settings/coming-soon/environments',
      all(heading('Environments'), testId('coming-soon')),
    ],
    [
      'coming-soon-sso',
      '/settings/coming-soon/sso',
      '/settings/coming-soon/sso',
      all(heading('Single sign-on'), testId('coming-soon')),
    ],
    ['not-found', '/no/such/page', '/no/such/page', all(heading('Page not found'), testId('not-found'))],
    // Using a template saves it as a new workflow and opens it.
    [
      'template-import',
      '/workflows/templates/1',
      /^\/workflow\/(?!new$)[^/]+$/,
      all(testId('canvas'), testId('workflow-name', 'Hello Weft')),
    ],
  ];
  const signedOut: Route[] = [
    ['signin', '/signin', '/signin', all(heading('Sign in to Weft'), testId('signin-submit'))],
    // Without an invitation token the page says so.
    ['signup', '/signup', '/signup', heading("This invitation can't be used")],
    // The owner is set up already, so setup sends to sign-in.
    ['setup', '/setup', '/signin', heading('Sign in to Weft')],
    [
      'forgot-password',
      '/forgot-password',
      '/forgot-password',
      all(heading('Reset your password'), testId('forgot-submit')),
    ],
    // Without a reset token the page says so.
    ['change-password', '/change-password', '/change-password', heading("This link can't be used")],
  ];
  /** Visits a route and asserts where it landed and what it shows. */
  const visit = async (page: Page, [, path, lands, shows]: Route) => {
    await page.goto(`${session.weft.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
    const landed = new URL(page.url()).pathname;
    if (typeof lands === 'string') expect(landed, `${path} lands on`).toBe(lands);
    else expect(landed, `${path} lands on`).toMatch(lands);
    await shows(page, path);
  };

  for (const viewport of VIEWPORTS) {
    it(`shows every signed-in route at ${viewport.width}×${viewport.height}: where it lands, its heading and content, no console error`, async () => {
      const { page, errors } = await session.ownerPage(viewport);
      const seen: string[] = [];
      for (const route of signedIn()) {
        const [name, path] = route;
        const before = errors.length;
        await visit(page, route);
        await screenshot(page, `route-${name}-${viewport.width}`);
        // No unstyled page: the app's stylesheet is applied (the body uses the design tokens).
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
        if (errors.length > before) seen.push(`${path}: ${errors.slice(before).join(' | ')}`);
      }
      expect(seen).toEqual([]);
    });

    it(`shows every signed-out route at ${viewport.width}×${viewport.height}: where it lands, its heading and content, no console error`, async () => {
      const { page, errors } = await openPage(session.browser, viewport);
      for (const route of signedOut) {
        await visit(page, route);
        await screenshot(page, `route-${route[0]}-${viewport.width}`);
      }
      expect(errors.filter((e) => !EXPECTED_SIGNED_OUT.test(e))).toEqual([]);
    });
  }

  it('asks for a workflow opened at its address while the app boots, once, and again after signing in', async () => {
    const { page } = await session.ownerPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${session.weft.url}/workflow/${workflowId}`);
    await testId('canvas', 'Greeting')(page, `/workflow/${workflowId}`);
    expect(asked.filter((p) => p === `/rest/workflows/${workflowId}`)).toHaveLength(1);
    // Node types come from the public packed file, once.
    expect(asked.filter((p) => p === '/types/nodes-packed.json')).toHaveLength(1);
    expect(asked).not.toContain('/types/nodes.json');
    expect(asked).not.toContain('/rest/types/nodes.json');
    // Both were asked for before the session's answer came, not after the view's code loaded.
    const timing = await page.evaluate((id) => {
      const entry = (path: string) =>
        performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path) as
          PerformanceResourceTiming | undefined;
      return {
        workflow: entry(`/rest/workflows/${id}`)?.startTime,
        types: entry('/types/nodes-packed.json')?.startTime,
        session: entry('/rest/login')?.responseEnd,
      };
    }, workflowId);
    expect(timing.workflow).toBeLessThan(timing.session!);
    expect(timing.types).toBeLessThan(timing.session!);

    // Signed out: the early call fails, sign-in leads back to the workflow, which is asked for again.
    const out = await openPage(session.browser);
    await out.page.goto(`${session.weft.url}/workflow/${workflowId}`);
    await out.page.getByTestId('signin-submit').waitFor();
    await out.page.getByTestId('signin-email').fill('owner@weft.test');
    await out.page.getByTestId('signin-password').fill('Owner-pass-1');
    await out.page.getByTestId('signin-submit').click();
    await out.page.waitForURL(`**/workflow/${workflowId}`);
    await testId('workflow-name', 'Route tour')(out.page, 'after signing in');
    await testId('canvas', 'Greeting')(out.page, 'after signing in');
  });

  it('signs out through /signout', async () => {
    const { weft } = session;
    const { page, context } = await openPage(session.browser);
    const cookie = (
      await fetch(`${weft.url}/rest/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@weft.test', password: 'Owner-pass-1' }),
      })
    ).headers
      .get('set-cookie')!
      .split(';')[0]!;
    await useCookie(context, weft, cookie);
    expect(
      (await fetch(`${weft.url}/rest/login`, { headers: { cookie } })).status,
      'the session works before signing out',
    ).toBe(200);
    await page.goto(`${session.weft.url}/signout`);
    await page.waitForURL('**/signin', { timeout: 10_000 }).catch(() => undefined);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await heading('Sign in to Weft')(page, '/signout');
    // Signing out ended the session on the server, not only in the page.
    expect(
      (await fetch(`${weft.url}/rest/login`, { headers: { cookie } })).status,
      'the session after signing out',
    ).toBe(401);
  });
});
