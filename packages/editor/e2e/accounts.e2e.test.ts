/**
 * Account screens end to end: owner setup, sign-out and sign-in, inviting a member who signs up
 * from the copied link, what a member may see, personal and API settings, and the password reset
 * by e-mail (through a small SMTP sink that keeps the messages). Chromium against a real weft start.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  freePort,
  launchBrowser,
  openPage,
  rest,
  screenshot,
  startWeft,
  type TrackedPage,
  type WeftProcess,
} from './harness';

const OWNER = { email: 'olivia@weft.test', password: 'Owner-pass-1', firstName: 'Olivia', lastName: 'Owner' };
const MEMBER = { email: 'max@weft.test', password: 'Member-pass-1', firstName: 'Max', lastName: 'Member' };

/**
 * Chromium logs every 4xx answer as a console error. These are the ones the screens expect and
 * handle: 401 for the signed-out session check and a deliberately wrong password, and the
 * statuses a test provokes on purpose (404 for a made-up reset token).
 */
function unexpected(errors: string[], statuses: number[] = [401]): string[] {
  return errors.filter(
    (e) =>
      !statuses.some((status) =>
        e.includes(`Failed to load resource: the server responded with a status of ${status} `),
      ),
  );
}

/** Takes the screenshot at 1280×800 and at 1920×1080, without the passing toasts. */
async function shots(page: Page, name: string): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all())
    await close.click().catch(() => undefined);
  await page.waitForTimeout(250);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(250);
  await screenshot(page, `${name}-1920`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in through the REST API and answers the session cookie. */
async function loginCookie(weft: WeftProcess, email: string, password: string): Promise<string> {
  const res = await fetch(`${weft.url}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The session cookie a browser context holds, as a Cookie header. */
async function contextCookie(tracked: TrackedPage): Promise<string> {
  return (await tracked.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

describe('account screens in Chromium', () => {
  let weft: WeftProcess;
  let browser: Browser;
  beforeAll(async () => {
    weft = await startWeft();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
  });

  it('sets up the owner on a fresh instance, lands on workflows, signs out and signs in again', async () => {
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    await page.goto(weft.url + '/');
    await page.waitForURL('**/setup');
    await page.getByTestId('setup-email').waitFor();
    // Client-side checks first: nothing is sent while the form is wrong.
    await page.getByTestId('setup-email').fill('olivia@weft');
    await page.getByTestId('setup-password').fill('short');
    await page.getByTestId('setup-submit').click();
    await expect(
      page.getByText('“olivia@weft” is not a valid email address', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('Enter your first name').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Password must be 8 to 64 characters long').isVisible()).resolves.toBe(true);
    await page.getByTestId('setup-email').fill(OWNER.email);
    await page.getByTestId('setup-first-name').fill(OWNER.firstName);
    await page.getByTestId('setup-last-name').fill(OWNER.lastName);
    await page.getByTestId('setup-password').fill(OWNER.password);
    await shots(page, 'accounts-setup');
    await page.getByTestId('setup-submit').click();
    await page.waitForURL('**/home/workflows');

    // The survey opens once for a user without answers.
    await page.getByTestId('personalization-survey').waitFor();
    await page.getByTestId('survey-role').selectOption('engineering');
    await page.getByTestId('survey-companyType').selectOption('other');
    await page.getByTestId('survey-companyTypeOther').fill('Research lab');
    await page.getByTestId('survey-companySize').selectOption('20-99');
    await page.getByTestId('survey-codingSkill').getByRole('radio', { name: '5' }).click();
    await shots(page, 'accounts-survey');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('personalization-survey').waitFor({ state: 'detached' });
    const me = await rest(weft, await contextCookie(tracked), 'GET', '/login');
    expect(me.personalizationAnswers).toMatchObject({
      role: 'engineering',
      companyType: 'other',
      companyTypeOther: 'Research lab',
      companySize: '20-99',
      codingSkill: 5,
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('weft.suggestedNodes') ?? '[]'))).toEqual([
      'weft.code',
      'weft.switch',
      'weft.set',
    ]);

    // The sidebar shows who is signed in (every signed-in user but the default one).
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('Olivia Owner');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('signout').click();
    await page.waitForURL('**/signin');
    await page.getByTestId('signin-email').waitFor();
    await shots(page, 'accounts-signin');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await shots(page, 'accounts-signin-dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    // A wrong password is refused inline; the redirect goes only to a path on this site.
    await page.goto(weft.url + '/signin?redirect=' + encodeURIComponent('/settings/personal'));
    await page.getByTestId('signin-email').fill(OWNER.email);
    await page.getByTestId('signin-password').fill('Wrong-pass-1');
    await page.getByTestId('signin-submit').click();
    await expect(page.getByTestId('form-error').textContent()).resolves.toContain('Wrong username or password');
    await page.getByTestId('signin-password').fill(OWNER.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL('**/settings/personal');
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('Olivia Owner');
    // Answered once: no survey this time.
    await page.waitForTimeout(300);
    expect(await page.getByTestId('personalization-survey').count()).toBe(0);

    const other = await openPage(browser);
    await other.page.goto(weft.url + '/signin?redirect=' + encodeURIComponent('https://evil.example/x'));
    await other.page.getByTestId('signin-email').fill(OWNER.email);
    await other.page.getByTestId('signin-password').fill(OWNER.password);
    await other.page.getByTestId('signin-submit').click();
    await other.page.waitForURL('**/home/workflows');
    expect(new URL(other.page.url()).host).toBe(new URL(weft.url).host);
    await other.context.close();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(other.errors)).toEqual([]);
    await tracked.context.close();
  });

  it('invites a member who signs up from the copied link and then sees only what is shared with them', async () => {
    const ownerCookie = await loginCookie(weft, OWNER.email, OWNER.password);
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: weft.url });
    await tracked.context.addCookies([
      { name: ownerCookie.split('=')[0]!, value: ownerCookie.split('=').slice(1).join('='), url: weft.url },
    ]);
    await page.goto(weft.url + '/settings/users');
    await page.getByTestId('users-table').waitFor();
    await expect(page.getByTestId('smtp-hint').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('fake-door-sso').getByRole('link').getAttribute('href')).resolves.toBe(
      '/settings/coming-soon/sso',
    );

    await page.getByTestId('invite-users').click();
    await page.getByTestId('invite-emails').fill(`${MEMBER.email}, ${OWNER.email}`);
    await page.getByTestId('invite-submit').click();
    await page.getByTestId('invite-results').waitFor();
    const results = page.getByTestId('invite-result');
    await expect(results.count()).resolves.toBe(2);
    await expect(page.getByTestId('invite-results').textContent()).resolves.toContain(
      'A user with this email address already exists',
    );
    const shownLink = (await page.getByTestId('invite-link').textContent()) ?? '';
    expect(shownLink).toMatch(/\/signup\?inviterId=.+&inviteeId=.+/);
    await page.getByTestId('invite-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownLink);
    // The pending user is listed behind the modal.
    await expect(
      page.locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"] [data-testid=pending-badge]`).isVisible(),
    ).resolves.toBe(true);
    await shots(page, 'accounts-settings-users-invite');
    await page.getByTestId('invite-done').click();
    await shots(page, 'accounts-settings-users');

    // The row's copy button fetches the same link.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page
      .locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"] [data-testid=copy-invite-link]`)
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shownLink);

    // A second browser (no session) opens the link and signs up.
    // The link names the instance's configured base URL (localhost); open it on the test's address.
    const inviteUrl = new URL(shownLink);
    const invitePath = inviteUrl.pathname + inviteUrl.search;
    const invitee = await openPage(browser);
    await invitee.page.goto(weft.url + invitePath);
    await invitee.page.getByTestId('signup-inviter').waitFor();
    await expect(invitee.page.getByTestId('signup-inviter').textContent()).resolves.toContain(
      'Olivia Owner invited you',
    );
    await invitee.page.getByTestId('signup-first-name').fill(MEMBER.firstName);
    await invitee.page.getByTestId('signup-last-name').fill(MEMBER.lastName);
    await invitee.page.getByTestId('signup-password').fill('weakpass');
    await invitee.page.getByTestId('signup-submit').click();
    await expect(invitee.page.getByText('Password must contain at least 1 number').isVisible()).resolves.toBe(true);
    await invitee.page.getByTestId('signup-password').fill(MEMBER.password);
    await shots(invitee.page, 'accounts-signup');
    await invitee.page.getByTestId('signup-submit').click();
    await invitee.page.waitForURL('**/home/workflows');
    await invitee.page.getByTestId('survey-skip').click();
    await expect(invitee.page.getByTestId('user-menu').textContent()).resolves.toContain('Max Member');
    const memberCookie = await contextCookie(invitee);
    const memberMe = await rest(weft, memberCookie, 'GET', '/login');
    expect(memberMe.globalRole.name).toBe('member');
    expect(memberMe.isPending).toBe(false);

    // The used link is refused now.
    const late = await openPage(browser);
    await late.page.goto(weft.url + invitePath);
    await expect(late.page.getByTestId('signup-invalid').textContent()).resolves.toContain(
      'deleted or already claimed',
    );
    await late.context.close();

    // Members have no Users entry and are sent away from the users page.
    await invitee.page.goto(weft.url + '/settings/personal');
    await invitee.page.getByTestId('personal-settings').waitFor();
    expect(
      await invitee.page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Users' }).count(),
    ).toBe(0);
    await invitee.page.goto(weft.url + '/settings/users');
    await invitee.page.waitForURL('**/settings/personal');

    // The member sees only the workflow shared with them.
    const empty = { nodes: [], connections: {}, settings: {} };
    await rest(weft, ownerCookie, 'POST', '/workflows', { name: 'Owner private flow', ...empty });
    const shared = await rest(weft, ownerCookie, 'POST', '/workflows', { name: 'Shared with Max', ...empty });
    await rest(weft, ownerCookie, 'PUT', `/workflows/${shared.id}/share`, { shareWithIds: [memberMe.id] });
    const visible = (await rest<Array<{ name: string }>>(weft, memberCookie, 'GET', '/workflows')).map((w) => w.name);
    expect(visible).toEqual(['Shared with Max']);
    await invitee.page.goto(weft.url + '/home/workflows');
    await invitee.page.getByText('Shared with Max').first().waitFor();
    expect(await invitee.page.locator('main').textContent()).not.toContain('Owner private flow');

    // The owner's list now shows the member as signed up, not pending.
    await page.reload();
    await page.locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"]`).waitFor();
    expect(
      await page
        .locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"] [data-testid=pending-badge]`)
        .count(),
    ).toBe(0);
    await expect(
      page.locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"]`).textContent(),
    ).resolves.toContain('Max Member');

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(invitee.errors)).toEqual([]);
    await invitee.context.close();
    await tracked.context.close();
  });

  it('edits personal details, changes the password, and creates, shows and deletes an API key', async () => {
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    const cookie = await loginCookie(weft, MEMBER.email, MEMBER.password);
    await tracked.context.addCookies([
      { name: cookie.split('=')[0]!, value: cookie.split('=').slice(1).join('='), url: weft.url },
    ]);
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: weft.url });
    await page.goto(weft.url + '/settings/personal');
    await page.getByTestId('personal-first-name').waitFor();

    // A full name needs a first name.
    await page.getByTestId('personal-first-name').fill('');
    await page.getByTestId('personal-save').click();
    await expect(page.getByText('A first name is needed to set a full name').isVisible()).resolves.toBe(true);
    await page.getByTestId('personal-first-name').fill('Maxine');
    await page.getByTestId('personal-save').click();
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Maxine Member');
    expect((await rest(weft, cookie, 'GET', '/login')).firstName).toBe('Maxine');
    await shots(page, 'accounts-settings-personal');

    await page.getByTestId('open-change-password').click();
    await page.getByTestId('current-password').fill('Not-my-pass-1');
    await page.getByTestId('new-password').fill('Better-pass-22');
    await page.getByTestId('confirm-password').fill('Better-pass-22');
    await shots(page, 'accounts-change-password-modal');
    await page.getByTestId('change-password-save').click();
    await expect(page.locator('[data-modal=changePassword] [data-testid=form-error]').textContent()).resolves.toContain(
      'current password is incorrect',
    );
    await page.getByTestId('current-password').fill(MEMBER.password);
    await page.getByTestId('change-password-save').click();
    await page.locator('[data-modal=changePassword]').waitFor({ state: 'detached' });
    MEMBER.password = 'Better-pass-22';
    await loginCookie(weft, MEMBER.email, MEMBER.password);

    // Theme choice.
    await page.getByTestId('personal-theme-dark').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('personal-theme-light').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    await page.goto(weft.url + '/settings/api');
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key').waitFor();
    const masked = (await page.getByTestId('api-key-value').textContent()) ?? '';
    expect(masked).toMatch(/^weft_api_•+[0-9a-f]{4}$/);
    await page.getByTestId('api-key-reveal').click();
    const full = (await page.getByTestId('api-key-value').textContent()) ?? '';
    expect(full).toMatch(/^weft_api_[0-9a-f]{64}$/);
    expect(full.slice(-4)).toBe(masked.slice(-4));
    await page.getByTestId('api-key-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
    await expect(page.getByTestId('api-usage').textContent()).resolves.toContain('X-WEFT-API-KEY');
    await expect(page.getByTestId('api-docs-link').getAttribute('href')).resolves.toBe('/api/v1/docs');
    await page.getByTestId('api-key-reveal').click();
    await shots(page, 'accounts-settings-api');
    // The key works on the public API.
    const api = await fetch(`${weft.url}/api/v1/workflows`, { headers: { 'X-WEFT-API-KEY': full } });
    expect(api.status).toBe(200);

    // After a reload only the masked key is known.
    await page.reload();
    await page.getByTestId('api-key').waitFor();
    expect(await page.getByTestId('api-key-value').textContent()).toMatch(/^weft_api_\*+[0-9a-f]{4}$/);
    expect(await page.getByTestId('api-key-reveal').count()).toBe(0);
    await page.getByTestId('api-key-delete').click();
    await page.getByTestId('api-key-delete-confirm').click();
    await page.getByTestId('api-key-create').waitFor();
    expect((await rest(weft, cookie, 'GET', '/me/api-key')).apiKey).toBeNull();

    // 400: the wrong current password tried on purpose above.
    expect(unexpected(errors, [401, 400])).toEqual([]);
    await tracked.context.close();
  });

  it('deletes a user, transferring their workflows to the owner', async () => {
    const ownerCookie = await loginCookie(weft, OWNER.email, OWNER.password);
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    await tracked.context.addCookies([
      { name: ownerCookie.split('=')[0]!, value: ownerCookie.split('=').slice(1).join('='), url: weft.url },
    ]);
    const memberCookie = await loginCookie(weft, MEMBER.email, MEMBER.password);
    await rest(weft, memberCookie, 'POST', '/workflows', {
      name: "Max's own flow",
      nodes: [],
      connections: {},
      settings: {},
    });
    await page.goto(weft.url + '/settings/users');
    const row = page.locator(`[data-testid=user-row][data-user-email="${MEMBER.email}"]`);
    await row.getByTestId('user-actions').click();
    await page.getByTestId('user-delete').click();
    await page.getByTestId('delete-user-transfer').check();
    await page.getByTestId('delete-user-transfer-to').selectOption({ label: `Olivia Owner (${OWNER.email})` });
    await shots(page, 'accounts-delete-user');
    await page.getByTestId('delete-user-confirm').click();
    await row.waitFor({ state: 'detached' });
    const names = (await rest<Array<{ name: string }>>(weft, ownerCookie, 'GET', '/workflows')).map((w) => w.name);
    expect(names).toContain("Max's own flow");
    expect(unexpected(errors)).toEqual([]);
    await tracked.context.close();
  });
});

/** A tiny SMTP server that accepts every message and keeps it, so tests can read sent e-mails. */
async function smtpSink(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const port = await freePort();
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((res) => server.listen(port, '127.0.0.1', res));
  return { port, messages, close: () => new Promise<void>((res) => server.close(() => res())) };
}

/** The reset link in a sent e-mail (quoted-printable soft breaks undone). */
function resetLinkIn(message: string): string | undefined {
  const text = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"'<>]+\/change-password\?token=[A-Za-z0-9_%.-]+/.exec(text)?.[0];
}

describe('skipped setup and password reset by e-mail in Chromium', () => {
  let weft: WeftProcess;
  let browser: Browser;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
    weft = await startWeft({ WEFT_SMTP_HOST: '127.0.0.1', WEFT_SMTP_PORT: String(sink.port), WEFT_SMTP_SSL: 'false' });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await weft?.stop();
    await sink?.close();
  });

  const OWNER_RESET = { email: 'reset@weft.test', password: 'Owner-pass-1', firstName: 'Rita', lastName: 'Reset' };

  it('skips the owner setup, shows the default user the setup warning, and sets the owner up later', async () => {
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    await page.goto(weft.url + '/home/workflows');
    await page.waitForURL('**/setup');
    await page.getByTestId('setup-skip').click();
    await page.waitForURL('**/home/workflows');
    // No sidebar user info for the default user.
    await page.getByTestId('nav-workflows').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    // The setup page no longer opens by itself.
    await page.reload();
    await page.getByTestId('nav-workflows').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/workflows');

    await page.goto(weft.url + '/settings/users');
    await page.getByTestId('setup-warning').waitFor();
    expect(await page.getByTestId('users-table').count()).toBe(0);
    await expect(page.getByTestId('invite-users').isDisabled()).resolves.toBe(true);
    await shots(page, 'accounts-settings-users-default');
    await page.getByTestId('setup-warning').getByRole('link', { name: 'Set up owner account' }).click();
    await page.waitForURL('**/setup');
    await page.getByTestId('setup-email').fill(OWNER_RESET.email);
    await page.getByTestId('setup-first-name').fill(OWNER_RESET.firstName);
    await page.getByTestId('setup-last-name').fill(OWNER_RESET.lastName);
    await page.getByTestId('setup-password').fill(OWNER_RESET.password);
    await page.getByTestId('setup-submit').click();
    await page.waitForURL('**/home/workflows');
    await page.getByTestId('survey-skip').click();
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('Rita Reset');
    await page.goto(weft.url + '/settings/users');
    await page.getByTestId('users-table').waitFor();
    expect(await page.getByTestId('setup-warning').count()).toBe(0);

    expect(unexpected(errors)).toEqual([]);
    await tracked.context.close();
  });

  it('answers known and unknown addresses alike, and the e-mailed link sets a new password and signs in', async () => {
    const tracked = await openPage(browser);
    const { page, errors } = tracked;
    await page.goto(weft.url + '/signin');
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL('**/forgot-password');
    await page.getByTestId('forgot-email').fill('nobody@weft');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByText('is not a valid email address', { exact: false }).isVisible()).resolves.toBe(true);
    await page.getByTestId('forgot-email').fill('nobody@weft.test');
    await shots(page, 'accounts-forgot-password');
    await page.getByTestId('forgot-submit').click();
    const unknownText = await page.getByTestId('forgot-password-sent').textContent();
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByTestId('forgot-email').fill(OWNER_RESET.email);
    await page.getByTestId('forgot-submit').click();
    const knownText = await page.getByTestId('forgot-password-sent').textContent();
    expect(knownText).toBe(unknownText);
    await shots(page, 'accounts-forgot-password-sent');

    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(1);
    const link = resetLinkIn(sink.messages[0]!);
    expect(link).toBeTruthy();

    await page.goto(weft.url + '/change-password?token=not-a-real-token');
    await expect(page.getByTestId('change-password-invalid').textContent()).resolves.toContain(
      'invalid or has expired',
    );

    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(weft.url + path);
    await page.getByTestId('change-password-new').fill('Fresh-pass-9');
    await page.getByTestId('change-password-confirm').fill('Fresh-pass-8');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('The two passwords do not match').isVisible()).resolves.toBe(true);
    await page.getByTestId('change-password-confirm').fill('Fresh-pass-9');
    await shots(page, 'accounts-change-password');
    await page.getByTestId('change-password-submit').click();
    await page.waitForURL('**/home/workflows');
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('Rita Reset');
    // Rita skipped the survey at setup: it does not come back at this sign-in (issue 15 item 10).
    await page.waitForTimeout(500);
    expect(await page.getByTestId('personalization-survey').count()).toBe(0);
    await loginCookie(weft, OWNER_RESET.email, 'Fresh-pass-9');

    expect(unexpected(errors, [401, 404])).toEqual([]);
    await tracked.context.close();
  });
});
