/**
 * The loopback fakes that recorded n8n cases run against, one file per service family in
 * `families/` (so that adding a family touches no shared file). A family names the real hosts n8n
 * calls (pointed at the fake while recording), the `WEFT_*_URL` variables that point Weft at the
 * fake when the cases are replayed, the node folders whose `conformance-fake/` cases it serves, and
 * `create(seed)`, which builds fresh fakes from a case's `seed.json` (or `{}`).
 */
import { readdirSync } from 'node:fs';

/**
 * @typedef {object} Family
 * @property {string[]} hosts the hosts n8n calls over HTTPS
 * @property {string[]} env the variables that point Weft at the fake's origin
 * @property {string[]} folders the node folders under src/ whose conformance-fake cases this family serves
 * @property {(seed: Record<string, any>) => { handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean | Promise<boolean> }} create
 */

/** Every family, by its file name. @returns {Promise<Record<string, Family>>} */
export async function loadFamilies() {
  const dir = new URL('./families/', import.meta.url);
  const out = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
    out[file.replace(/\.mjs$/, '')] = (await import(new URL(file, dir).href)).default;
  }
  return out;
}

/** The family that serves a node folder's conformance-fake cases. */
export async function familyOfFolder(folder) {
  for (const [name, family] of Object.entries(await loadFamilies())) if (family.folders.includes(folder)) return { name, family };
  return undefined;
}
