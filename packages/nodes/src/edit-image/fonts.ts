/**
 * Fonts for the Text operation. n8n lists the machine's font files (name → path) and stores the
 * path; the SVG text Weft renders needs a family name, which fontconfig tells for a path.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { NodePropertyOption } from '@weft/workflow';

const run = promisify(execFile);

/** `getFonts`: the font files fontconfig knows, as n8n offers them (file name → path), sorted by name. */
export async function listFonts(): Promise<NodePropertyOption[]> {
  try {
    const { stdout } = await run('fc-list', ['--format', '%{file}\n'], { timeout: 10_000 });
    const files = [...new Set(stdout.split('\n').filter((f) => /\.[a-z0-9]+$/i.test(f)))];
    return files
      .map((value) => ({
        name: value
          .split('/')
          .pop()!
          .replace(/\.[^.]+$/, ''),
        value,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

/** The family to render with: the family of a font file (via fontconfig), or the value itself when it names a family. */
export async function fontFamily(font: string | undefined): Promise<string | undefined> {
  if (!font || !font.includes('/')) return font || undefined;
  try {
    const { stdout } = await run('fc-scan', ['--format', '%{family[0]}', font], { timeout: 10_000 });
    return stdout.trim() || undefined;
  } catch {
    throw new Error('The selected font is not available. Select a font from the options.');
  }
}
