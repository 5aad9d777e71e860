/**
 * Two-factor authentication and scoped API keys end to end in Chromium against a real weft start:
 * enrolment in personal settings (QR code, key, recovery codes), the code step at sign-in (with a
 * TOTP code computed here, and with a recovery code once), the owner's require-MFA switch and
 * the gate a member then sees, and the API keys page (create with scopes, list, use, 403 outside
 * the scopes). Screens are captured light and dark.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, rest, screenshot, useSignedInWeft, OWNER } from './harness';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret, written here so the test checks the server. */
function totp(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1]! & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A screenshot in the light theme and one in the dark theme. */
async function shots(page: Page, name: string): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all())
    await close.click().catch(() => undefined);
  await page.waitForTimeout(200);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await screenshot(page, `${name}-light`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

/** Console errors other than the 4xx answers the screens expect. */
function unexpected(errors: string[], statuses: number[] = [401]): string[] {
  return errors.filter((e) => !statuses.some((status) => e.includes(`status of ${status} `)));
}

describe('MFA and API keys in Chromium', () => {
  const session = useSignedInWeft();
  let secret = '';
  let recoveryCodes: string[] = [];

  it('enrols the owner in personal settings with a QR code, the key and recovery codes', async () => {
    const { page, errors, context } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/personal`);
    await expect.poll(() => page.getByTestId('mfa-state').textContent()).toBe('Off');
    await page.getByTestId('mfa-setup').click();
    await page.getByTestId('mfa-qr').locator('img').waitFor();
    // The QR image is a real, loaded image.
    expect(
      await page
        .getByTestId('mfa-qr')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    recoveryCodes = (await page.getByTestId('mfa-recovery-codes').locator('span').allTextContents()).map((c) =>
      c.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    // Download gives a text file with the codes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('mfa-codes-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('weft-recovery-codes.txt');
    await page.getByTestId('mfa-section').scrollIntoViewIfNeeded();
    await shots(page, 'mfa-enrol');

    // A wrong code is refused with a message; the right one turns MFA on.
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    await page.getByTestId('mfa-code-input').fill(wrong);
    await page.getByTestId('mfa-enable').click();
    await page.getByTestId('mfa-enrol').getByTestId('form-error').waitFor();
    await page.getByTestId('mfa-code-input').fill(totp(secret));
    await page.getByTestId('mfa-enable').click();
    await expect.poll(() => page.getByTestId('mfa-state').textContent()).toBe('On');
    await page.getByTestId('mfa-section').scrollIntoViewIfNeeded();
    await shots(page, 'mfa-enabled');
    expect(unexpected(errors, [400, 401])).toEqual([]);
    await context.close();
  }, 60_000);

  it('asks for the code at sign-in, and takes a recovery code once', async () => {
    const { page, errors, context } = await openPage(session.browser);
    const signIn = async () => {
      await page.goto(`${session.weft.url}/signin`);
      await page.getByTestId('signin-email').fill(OWNER.email);
      await page.getByTestId('signin-password').fill(OWNER.password);
      await page.getByTestId('signin-submit').click();
      await page.getByTestId('mfa-login').waitFor();
    };
    await signIn();
    await shots(page, 'mfa-signin-code');
    await page.getByTestId('mfa-login-input').fill(totp(secret));
    await page.getByTestId('mfa-login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
    expect((await context.cookies()).some((c) => c.name === 'weft-auth')).toBe(true);

    // Signed out, then in with a recovery code; the same code is refused the second time.
    await context.clearCookies();
    await signIn();
    await page.getByTestId('mfa-login-toggle').click();
    await page.getByTestId('mfa-login-input').fill(recoveryCodes[0]!);
    await shots(page, 'mfa-signin-recovery');
    await page.getByTestId('mfa-login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
    await context.clearCookies();
    await signIn();
    await page.getByTestId('mfa-login-toggle').click();
    await page.getByTestId('mfa-login-input').fill(recoveryCodes[0]!);
    await page.getByTestId('mfa-login-submit').click();
    await expect
      .poll(() => page.getByTestId('mfa-login').getByTestId('form-error').textContent())
      .toMatch(/Invalid mfa token or recovery code/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('lets the owner require MFA; a member then has to set it up first', async () => {
    const { page, errors, context } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/users`);
    const sw = page.getByTestId('enforce-mfa-switch');
    await sw.waitFor();
    expect(await sw.isChecked()).toBe(false);
    // A controlled switch: it shows the new state once the server has saved it.
    await sw.click();
    await expect.poll(() => sw.isChecked()).toBe(true);
    await shots(page, 'mfa-enforce');
    expect((await (await fetch(`${session.weft.url}/rest/settings`)).json()).data.mfa.enforced).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // A member who signs up now sees only the set-up until MFA is on.
    const [invite] = await rest<Array<{ user: { id: string } }>>(session.weft, session.cookie, 'POST', '/users', [
      { email: 'max@weft.test' },
    ]);
    const ownerUser = await rest<{ id: string }>(session.weft, session.cookie, 'GET', '/login');
    const res = await fetch(`${session.weft.url}/rest/users/${invite!.user.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        inviterId: ownerUser.id,
        firstName: 'Max',
        lastName: 'Member',
        password: 'Member-pass-1',
      }),
    });
    expect(res.status).toBe(200);
    const memberCookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const member = await openPage(session.browser);
    const [name, ...value] = memberCookie.split('=');
    await member.context.addCookies([{ name: name!, value: value.join('='), url: session.weft.url }]);
    await member.page.goto(`${session.weft.url}/home/workflows`);
    await member.page.getByTestId('mfa-required').waitFor();
    await member.page.getByTestId('mfa-setup').click();
    await member.page.getByTestId('mfa-qr').locator('img').waitFor();
    await shots(member.page, 'mfa-required-member');
    const memberSecret = (await member.page.getByTestId('mfa-secret').textContent())!.trim();
    await member.page.getByTestId('mfa-code-input').fill(totp(memberSecret));
    await member.page.getByTestId('mfa-enable').click();
    await member.page.getByTestId('mfa-required').waitFor({ state: 'detached' });
    await member.context.close();

    // Back to optional for the next test.
    await rest(session.weft, session.cookie, 'POST', '/mfa/enforce-mfa', { enforce: false });
  }, 90_000);

  it('creates a scoped key on the API page, lists it, and the key is held to its scopes', async () => {
    const { page, errors, context } = await session.ownerPage();
    await page.goto(`${session.weft.url}/settings/api`);
    await page.getByTestId('api-keys-new').click();
    await page.getByTestId('api-keys-label').fill('CI read-only');
    await page.getByTestId('api-keys-expiry-select').selectOption('30');
    await page.getByTestId('scope-workflow:list').check();
    await page.getByTestId('scope-workflow:read').check();
    await page.getByTestId('api-keys-form').scrollIntoViewIfNeeded();
    await shots(page, 'api-keys-form');
    await page.getByTestId('api-keys-create').click();
    const key = (await page.getByTestId('api-keys-created-value').textContent())!.trim();
    expect(key).toMatch(/^weft_api_[0-9a-f]{64}$/);
    const row = page.getByTestId('api-keys-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('workflow:list');
    expect(await page.getByTestId('api-keys-last-used').textContent()).toBe('Never');
    expect(await page.getByTestId('api-keys-expiry').textContent()).not.toBe('Never');

    const call = (path: string) => fetch(`${session.weft.url}/api/v1${path}`, { headers: { 'X-N8N-API-KEY': key } });
    expect((await call('/workflows')).status).toBe(200);
    expect((await call('/executions')).status).toBe(403);

    await page.reload();
    await expect.poll(() => page.getByTestId('api-keys-last-used').textContent()).not.toBe('Never');
    await page.getByTestId('api-keys-section').scrollIntoViewIfNeeded();
    await shots(page, 'api-keys-list');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 60_000);
});
