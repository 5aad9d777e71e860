/** X 1's look-ups: `getLanguages`, the ISO 639-1 languages by English name. */
import type { NodeMethods, NodePropertyOption } from '@weft/workflow';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every two-letter language code the runtime's ICU names, sorted by name. */
export function isoLanguages(): NodePropertyOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const out: NodePropertyOption[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = `${a}${b}`;
      const name = names.of(code);
      if (name && name !== code) out.push({ name, value: code });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name));
}

/** X 1's methods. */
export const twitterMethods: NodeMethods = { loadOptions: { getLanguages: async () => isoLanguages() } };
