import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, t } from './index';

describe('i18n (spec §4, §8)', () => {
  afterEach(() => loadLocale('en'));

  it('loads a locale on demand and falls back to English for missing keys', async () => {
    await loadLocale('de');
    expect(t('nav.credentials')).toBe('Zugangsdaten');
    expect(t('nav.help')).toBe('Help');
  });

  it("throws 'Unknown variable dynamic import' for an unknown locale", async () => {
    await expect(loadLocale('xx')).rejects.toThrow('Unknown variable dynamic import');
  });

  it('fills placeholders', () => {
    expect(t('comingSoon.title', { name: 'Environments' })).toBe('Environments is coming soon');
  });
});
