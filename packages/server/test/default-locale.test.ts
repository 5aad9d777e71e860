import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@weft/server';
import { createTestServer, type TestServer } from './harness.js';

describe('the editor locale setting', () => {
  it('is en unless WEFT_DEFAULT_LOCALE or n8n’s N8N_DEFAULT_LOCALE says otherwise; Weft’s name wins', () => {
    expect(loadConfig({}).defaultLocale).toBe('en');
    expect(loadConfig({ WEFT_DEFAULT_LOCALE: 'de' }).defaultLocale).toBe('de');
    expect(loadConfig({ N8N_DEFAULT_LOCALE: 'de' }).defaultLocale).toBe('de');
    expect(loadConfig({ WEFT_DEFAULT_LOCALE: 'en', N8N_DEFAULT_LOCALE: 'de' }).defaultLocale).toBe('en');
    expect(loadConfig({ WEFT_DEFAULT_LOCALE: 'pt-BR' }).defaultLocale).toBe('pt-BR');
  });

  it('refuses a value that is not a language tag, naming the variable', () => {
    expect(() => loadConfig({ WEFT_DEFAULT_LOCALE: 'german!' })).toThrow(
      /WEFT_DEFAULT_LOCALE must be a language tag such as "en" or "de".*"german!"/,
    );
    expect(() => loadConfig({ N8N_DEFAULT_LOCALE: '../de' })).toThrow(/N8N_DEFAULT_LOCALE must be a language tag/);
  });

  describe('in the settings the editor loads', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer('sqlite', { WEFT_DEFAULT_LOCALE: 'de' });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers defaultLocale to everyone, signed in or not', async () => {
      const res = await server.anonymous.get('/rest/settings');
      expect(res.status).toBe(200);
      expect(res.body.data.defaultLocale).toBe('de');
      const owner = await server.owner();
      expect((await owner.get('/rest/settings')).body.data.defaultLocale).toBe('de');
    });
  });
});
