/**
 * The filter of If, Filter and Switch against n8n's own: 69,860 conditions (every operator on
 * values of every kind, strict and loose, each filter version, case-insensitive for strings and
 * arrays), recorded by record.mjs from n8n 1.123's `n8n-workflow`. Each must answer the same
 * true or false, or fail with the same message and description.
 */
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, FilterError } from '../evaluate.js';
import type { FilterCondition, FilterOptions } from '../types.js';
import { generate, materialize } from './cases.mjs';

const recorded = JSON.parse(readFileSync(new URL('./expected.json', import.meta.url), 'utf8')) as {
  position: { index: number; itemIndex: number };
  errors: Array<[string, string | null]>;
  outcomes: string;
  errorOf: number[];
};

/** Whether this process writes dates in UTC, as when the conditions were recorded. */
const processInUtc = Intl.DateTimeFormat().resolvedOptions().timeZone === 'UTC';

function weftOutcome(condition: FilterCondition, options: FilterOptions): string | [string, string | null] {
  try {
    return evaluateCondition(condition, options, recorded.position) ? '1' : '0';
  } catch (e) {
    return [(e as Error).message, e instanceof FilterError ? e.description : null];
  }
}

describe('filter conditions answer what n8n 1.123 answers', () => {
  const cases = generate();

  it('has one recorded outcome per case', () => {
    expect(recorded.outcomes.length).toBe(cases.length);
    expect(cases.length).toBeGreaterThan(50_000);
  });

  it('gives every recorded outcome', () => {
    const mismatches: string[] = [];
    let nextError = 0;
    cases.forEach(([spec, options], i) => {
      const outcome = recorded.outcomes[i]!;
      const expected = outcome === 'e' ? recorded.errors[recorded.errorOf[nextError++]!]! : outcome;
      const condition = {
        ...spec,
        leftValue: materialize(spec.leftValue, DateTime),
        rightValue: materialize(spec.rightValue, DateTime),
      } as FilterCondition;
      // A Date's message is written by Date.prototype.toString, in the process's zone: recorded in UTC.
      if (!processInUtc && JSON.stringify(expected).includes('GMT')) return;
      const got = weftOutcome(condition, options);
      if (JSON.stringify(got) !== JSON.stringify(expected) && mismatches.length < 25)
        mismatches.push(
          `${JSON.stringify([spec, options])}\n  n8n:  ${JSON.stringify(expected)}\n  Weft: ${JSON.stringify(got)}`,
        );
    });
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });
});
