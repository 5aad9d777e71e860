import en from './locales/en.json';

/** The base locale is bundled; every other locale is loaded on demand. */
type Messages = Record<string, string>;

const base: Messages = en;
let active: Messages = base;
let activeLocale = 'en';

/** The loaders of the locales that exist, one chunk each. */
const loaders = import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en.json']);

/**
 * Loads a locale on demand and makes it active. An unknown locale throws
 * 'Unknown variable dynamic import', as a bundler's dynamic import would.
 */
export async function loadLocale(locale: string): Promise<void> {
  if (locale === 'en') {
    active = base;
    activeLocale = 'en';
    return;
  }
  const loader = loaders[`./locales/${locale}.json`];
  if (!loader) throw new Error(`Unknown variable dynamic import: ./locales/${locale}.json`);
  active = { ...base, ...(await loader()).default };
  activeLocale = locale;
}

/** The locales this build has: English plus one per locale file. */
export function availableLocales(): string[] {
  return ['en', ...Object.keys(loaders).map((path) => path.replace(/^\.\/locales\/(.+)\.json$/, '$1'))].sort();
}

/**
 * The locale to load for a requested one (the settings' `defaultLocale`): the locale itself when
 * this build has it, else its base language (`de-AT` → `de`), else English.
 *
 * @example chooseLocale('de-AT') // 'de'
 */
export function chooseLocale(requested: string | undefined | null): string {
  const have = availableLocales();
  const wanted = (requested ?? '').trim();
  if (have.includes(wanted)) return wanted;
  const base = wanted.split('-')[0]!.toLowerCase();
  return have.includes(base) ? base : 'en';
}

/** The active locale. */
export function currentLocale(): string {
  return activeLocale;
}

/**
 * Translates a key, replacing `{name}` placeholders. A missing key falls back to English, then to
 * the key itself, so a missing translation is visible but never breaks a screen.
 */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  const text = active[key] ?? base[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
