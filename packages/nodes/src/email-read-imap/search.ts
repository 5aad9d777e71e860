/**
 * n8n's "Custom Email Rules": IMAP search criteria in node-imap's notation (what n8n's IMAP
 * library takes), e.g. `["UNSEEN", ["FROM", "a@b.c"], ["OR", "FLAGGED", ["SINCE", "May 20, 2024"]]]`,
 * translated to imapflow's search object. A name may start with `!` to negate it.
 */
import type { SearchObject } from 'imapflow';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';

/** One criterion as node-imap takes it: a flag name, or a name with its arguments. */
export type ImapCriterion = string | [string, ...unknown[]];

const FLAGS: Record<string, SearchObject> = {
  ALL: { all: true },
  ANSWERED: { answered: true },
  DELETED: { deleted: true },
  DRAFT: { draft: true },
  FLAGGED: { flagged: true },
  NEW: { new: true },
  OLD: { old: true },
  RECENT: { recent: true },
  SEEN: { seen: true },
  UNANSWERED: { answered: false },
  UNDELETED: { deleted: false },
  UNDRAFT: { draft: false },
  UNFLAGGED: { flagged: false },
  UNSEEN: { seen: false },
};
const TEXT_KEYS: Record<string, keyof SearchObject> = {
  BCC: 'bcc',
  BODY: 'body',
  CC: 'cc',
  FROM: 'from',
  SUBJECT: 'subject',
  TEXT: 'text',
  TO: 'to',
};
const DATE_KEYS: Record<string, keyof SearchObject> = {
  BEFORE: 'before',
  ON: 'on',
  SINCE: 'since',
  SENTBEFORE: 'sentBefore',
  SENTON: 'sentOn',
  SENTSINCE: 'sentSince',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The criteria of the option (`["UNSEEN"]` when unset), or n8n's error when they are not JSON. */
export function parseEmailRules(node: WorkflowNode, json: unknown): ImapCriterion[] {
  if (json === undefined) return ['UNSEEN'];
  let parsed: unknown;
  try {
    parsed = typeof json === 'string' ? JSON.parse(json) : json;
  } catch {
    throw new NodeOperationError(node, 'Custom email config is not valid JSON.');
  }
  if (!Array.isArray(parsed))
    throw new NodeOperationError(node, 'Custom email config must be a JSON list of criteria, e.g. ["UNSEEN"]');
  return parsed as ImapCriterion[];
}

/** A date argument: a Date, an IMAP date (`20-May-2024`), or any text JavaScript reads as a date. */
function dateOf(node: WorkflowNode, name: string, value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value ?? '').trim();
  const imap = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  const date =
    imap && MONTHS.includes(imap[2]!.toLowerCase())
      ? new Date(Number(imap[3]), MONTHS.indexOf(imap[2]!.toLowerCase()), Number(imap[1]))
      : new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new NodeOperationError(node, `The search rule ${name} needs a date, got "${text}"`);
  return date;
}

/** One criterion as a search object. */
function criterionQuery(node: WorkflowNode, criterion: unknown): SearchObject {
  if (Array.isArray(criterion) && Array.isArray(criterion[0])) return andQuery(node, criterion);
  const [rawName, ...args] = Array.isArray(criterion) ? criterion : [criterion];
  if (typeof rawName !== 'string' || !rawName)
    throw new NodeOperationError(node, `Unknown search rule ${JSON.stringify(criterion)}`);
  const negated = rawName.startsWith('!');
  const name = (negated ? rawName.slice(1) : rawName).toUpperCase();
  const need = (n: number) => {
    if (args.length < n)
      throw new NodeOperationError(
        node,
        `The search rule ${name} needs ${n === 1 ? 'a value' : `${n} values`}, e.g. ["${name}", …]`,
      );
  };
  let query: SearchObject;
  if (FLAGS[name]) query = { ...FLAGS[name] };
  else if (TEXT_KEYS[name]) {
    need(1);
    query = { [TEXT_KEYS[name]]: String(args[0]) };
  } else if (DATE_KEYS[name]) {
    need(1);
    query = { [DATE_KEYS[name]]: dateOf(node, name, args[0]) };
  } else if (name === 'LARGER' || name === 'SMALLER') {
    need(1);
    query = { [name.toLowerCase()]: Number(args[0]) };
  } else if (name === 'KEYWORD' || name === 'UNKEYWORD') {
    need(1);
    query = { [name === 'KEYWORD' ? 'keyword' : 'unKeyword']: String(args[0]) };
  } else if (name === 'HEADER') {
    need(2);
    query = { header: { [String(args[0])]: String(args[1]) } };
  } else if (name === 'UID') {
    need(1);
    query = { uid: String(args[0]) };
  } else if (name === 'MODSEQ') {
    need(1);
    query = { modseq: BigInt(String(args[0])) };
  } else if (name === 'X-GM-RAW') {
    need(1);
    query = { gmraw: String(args[0]) };
  } else if (name === 'OR') {
    need(2);
    query = { or: [criterionQuery(node, args[0]), criterionQuery(node, args[1])] };
  } else if (/^[\d:*,]+$/.test(name)) query = { seq: name };
  else
    throw new NodeOperationError(node, `Unknown search rule "${rawName}"`, {
      description:
        'Use node-imap\'s criteria, e.g. "UNSEEN", ["FROM", "a@example.com"], ["SINCE", "May 20, 2024"], ["OR", "FLAGGED", "UNSEEN"]',
    });
  return negated ? { not: query } : query;
}

/**
 * All criteria together (AND). imapflow's search object has one entry per key, so each further
 * criterion nests under the previous one: as the only operand of `or` (which just includes it)
 * or, where `or` is taken, as a double `not`.
 */
export function andQuery(node: WorkflowNode, criteria: readonly unknown[]): SearchObject {
  const queries = criteria.map((c) => criterionQuery(node, c));
  if (!queries.length) return { all: true };
  return queries.reduceRight<SearchObject | undefined>((rest, query) => {
    if (!rest) return query;
    if (!('or' in query)) return { ...query, or: [rest] };
    return { or: [query], not: { not: rest } };
  }, undefined)!;
}
