/**
 * Weft's expression language against n8n's own: every expression in expected.json (recorded by
 * record.mjs from n8n 1.123's `n8n-workflow`, timezone UTC) must give the same value, or fail with
 * the same message. Values are compared as record.mjs tags them (undefined, NaN, dates and Luxon
 * objects kept apart from their JSON forms).
 */
import { readFileSync } from 'node:fs';
import { Settings } from 'luxon';
import { transliterate } from 'transliteration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBasicScope, evaluateExpression, installTransliterator } from '../../src/index.js';
import { tagged } from './cases.mjs';

interface RecordedCase {
  expression: string;
  value?: unknown;
  error?: string;
}
interface Recording {
  timezone: string;
  context: Record<string, unknown>;
  cases: RecordedCase[];
}
const read = (name: string): Recording =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Recording;
/** In UTC, and the expressions about dates again with the workflow in New York's zone. */
const recordings = [read('expected.json'), read('expected-new-york.json')];

/** Whether this process writes dates in UTC, as when the expressions were recorded. */
const processInUtc = Intl.DateTimeFormat().resolvedOptions().timeZone === 'UTC';

function outcome(recorded: Recording, expression: string): Pick<RecordedCase, 'value' | 'error'> {
  // Each expression reads its own copy of the item, as when recorded.
  const scope = createBasicScope({ $json: structuredClone(recorded.context) });
  try {
    return { value: JSON.parse(JSON.stringify(tagged(evaluateExpression(expression, scope)))) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe.each(recordings.map((r) => [r.timezone, r] as const))(
  'expressions answer what n8n 1.123 answers, in %s',
  (timezone, recorded) => {
    const zone = Settings.defaultZone;
    beforeAll(() => {
      // The workflow's timezone (the engine sets it for a run as Luxon's default zone).
      Settings.defaultZone = timezone;
      // What @weft/engine installs when it loads (this package has only a table for a few scripts).
      installTransliterator((text) => transliterate(text, { unknown: '?' }));
    });
    afterAll(() => {
      Settings.defaultZone = zone;
    });

    it('has enough recorded expressions to mean something', () => {
      expect(recorded.cases.length).toBeGreaterThan(1000);
    });

    it.each(recorded.cases.map((c) => [c.expression, c] as const))('%s', (_expression, c) => {
      // A Date in a template reads as Date.prototype.toString writes it, in the process's zone:
      // recorded in UTC. (Changing TZ here would leak into the other test files of this process.)
      if (!processInUtc && JSON.stringify(c).includes('GMT')) return;
      expect(outcome(recorded, c.expression)).toEqual('error' in c ? { error: c.error } : { value: c.value });
    });
  },
);
