import { afterEach, describe, expect, it } from 'vitest';
import { availableLocales, chooseLocale, currentLocale, loadLocale, t } from './index';

describe('i18n', () => {
  afterEach(() => loadLocale('en'));

  it('loads a locale on demand and falls back to English for missing keys', async () => {
    await loadLocale('de');
    expect(t('nav.credentials')).toBe('Zugangsdaten');
    expect(t('nav.help')).toBe('Help');
  });

  it("throws 'Unknown variable dynamic import' for an unknown locale", async () => {
    await expect(loadLocale('xx')).rejects.toThrow('Unknown variable dynamic import');
  });

  it('chooses the locale to load for the instance setting: exact, else the base language, else English', () => {
    expect(availableLocales()).toEqual(['de', 'en']);
    expect(chooseLocale('de')).toBe('de');
    expect(chooseLocale('de-AT')).toBe('de');
    expect(chooseLocale('fr')).toBe('en');
    expect(chooseLocale('')).toBe('en');
    expect(chooseLocale(undefined)).toBe('en');
  });

  it('makes the loaded locale the current one', async () => {
    await loadLocale('de');
    expect(currentLocale()).toBe('de');
    await loadLocale('en');
    expect(currentLocale()).toBe('en');
  });

  it('fills placeholders', () => {
    expect(t('comingSoon.title', { name: 'Environments' })).toBe('Environments is coming soon');
  });
});
