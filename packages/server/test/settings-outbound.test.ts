/**
 * Weft makes no outbound call that the operator did not switch on: by default the settings point
 * the editor at no third-party host (version notifications, onboarding, contact and value-survey
 * prompts, telemetry are off; templates come from this instance), and each can be switched on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.js';

/** Every string in a value that looks like a URL. */
function urlsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) urlsIn(v, out);
  return out;
}

describe('outbound calls in the instance settings', () => {
  let plain: TestServer;
  let configured: TestServer;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([
      createTestServer('sqlite', { WEFT_BASE_URL: 'https://weft.internal' }),
      createTestServer('sqlite', {
        WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true',
        WEFT_VERSION_NOTIFICATIONS_ENDPOINT: 'https://versions.example.com/api/versions/',
        WEFT_VERSION_NOTIFICATIONS_INFO_URL: 'https://example.com/releases',
        WEFT_PROMPTS_HOST: 'https://prompts.example.com',
        WEFT_ONBOARDING_CALL_PROMPT_ENABLED: 'true',
        WEFT_CONTACT_PROMPT_ENABLED: 'true',
        WEFT_VALUE_SURVEY_ENABLED: 'true',
        WEFT_PERSONALIZATION_SURVEY_ENABLED: 'false',
      }),
    ]);
  });
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
  });

  it('has every third-party feature off by default and every URL on this instance', async () => {
    const s = (await plain.anonymous.get('/rest/settings')).body.data;
    expect(s.versionNotifications).toEqual({ enabled: false, endpoint: '', infoUrl: '' });
    expect(s.onboardingCallPromptEnabled).toBe(false);
    expect(s.contactPromptEnabled).toBe(false);
    expect(s.valueSurveyEnabled).toBe(false);
    expect(s.promptsHost).toBe('');
    expect(s.telemetry.enabled).toBe(false);
    expect(s.posthog.enabled).toBe(false);
    expect(s.hiringBannerEnabled).toBe(false);
    // The personalization survey is stored on this instance, so it stays on.
    expect(s.personalizationSurveyEnabled).toBe(true);
    expect(s.templates).toEqual({ enabled: true, host: 'https://weft.internal/templates-api/' });
    for (const url of urlsIn(s))
      expect(url === 'https://weft.internal' || url.startsWith('https://weft.internal/'), url).toBe(true);
  });

  it('switches each one on from the environment', async () => {
    const s = (await configured.anonymous.get('/rest/settings')).body.data;
    expect(s.versionNotifications).toEqual({
      enabled: true,
      endpoint: 'https://versions.example.com/api/versions/',
      infoUrl: 'https://example.com/releases',
    });
    expect(s.onboardingCallPromptEnabled).toBe(true);
    expect(s.contactPromptEnabled).toBe(true);
    expect(s.valueSurveyEnabled).toBe(true);
    expect(s.promptsHost).toBe('https://prompts.example.com');
    expect(s.personalizationSurveyEnabled).toBe(false);
  });

  it('keeps prompts and version notifications off when switched on without a host to call', async () => {
    const server = await createTestServer('sqlite', {
      WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true',
      WEFT_CONTACT_PROMPT_ENABLED: 'true',
    });
    try {
      const s = (await server.anonymous.get('/rest/settings')).body.data;
      expect(s.versionNotifications.enabled).toBe(false);
      expect(s.contactPromptEnabled).toBe(false);
    } finally {
      await server.close();
    }
  });
});
