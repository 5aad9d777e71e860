/**
 * The Google fakes of the node folders mounted together and seeded from a case's `seed.json`:
 * `{ "sheets": [{ "id", "title", "sheets": { "<sheet>": [[row], …] } }], "gmail": { "messages":
 * [{ "raw", "labelIds" }] } }` (the Gmail fake accepts the token `tok`). Each call goes to the
 * first fake that answers it.
 */
import { createGmailFake } from '../../src/gmail/test-fake/gmail-fake.mjs';
import { createSheetsFake } from '../../src/google-sheets/test-fake/sheets-fake.mjs';

/** Fresh fakes holding the seed's data. */
export function createGoogleFakes(seed = {}) {
  const sheets = createSheetsFake();
  for (const doc of seed.sheets ?? []) sheets.addSpreadsheet(doc);
  const gmail = createGmailFake();
  for (const m of seed.gmail?.messages ?? []) gmail.state.addMessage(m.raw, { labelIds: m.labelIds });
  const all = [sheets, gmail];
  return {
    sheets,
    gmail,
    handle(req, res) {
      for (const fake of all) if (fake.handle(req, res)) return true;
      return false;
    },
  };
}
