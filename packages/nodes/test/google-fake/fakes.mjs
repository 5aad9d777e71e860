/**
 * The Google fakes of the node folders mounted together and seeded from a case's `seed.json`:
 * `{ "sheets": [{ "id", "title", "sheets": { "<sheet>": [[row], …] } }] }`. Each call goes to the
 * first fake that answers it.
 */
import { createSheetsFake } from '../../src/google-sheets/test-fake/sheets-fake.mjs';

/** Fresh fakes holding the seed's data. */
export function createGoogleFakes(seed = {}) {
  const sheets = createSheetsFake();
  for (const doc of seed.sheets ?? []) sheets.addSpreadsheet(doc);
  const all = [sheets];
  return {
    sheets,
    handle(req, res) {
      for (const fake of all) if (fake.handle(req, res)) return true;
      return false;
    },
  };
}
