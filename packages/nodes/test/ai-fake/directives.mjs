/**
 * The fake's script: directives written in the LAST user message decide the answer. See README.md in
 * this folder for the language. Every provider turns its request into the same neutral conversation
 *
 *   { system: string, turns: [{ role: 'user' | 'assistant' | 'tool', text, toolCalls?: [{ name, args }] }] }
 *
 * (a `tool` turn's text is the tool's result) and `decide()` turns that into an answer:
 *
 *   { status?: number, slowMs: number, answer: { type: 'text', text } | { type: 'tools', calls } }
 *
 * with each call `{ id, name, args, bad }`: `args` an object (or the raw text when it was not JSON)
 * and `bad` true for `@badtoolargs`, whose arguments must reach the client as invalid JSON.
 */

/** Directive names the fake understands; any other `@word` is ordinary text (e-mail addresses...). */
const NAMES = new Set(['tool', 'final', 'json', 'text', 'system', 'status', 'badtoolargs', 'unknowntool', 'slow', 'next', 'loop']);

/** Arguments of a directive: the text between balanced parentheses, skipping JSON strings. */
function readParens(text, open) {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return { arg: text.slice(open + 1, i), end: i + 1 };
  }
  return { arg: text.slice(open + 1), end: text.length };
}

/** All directives in a text, in order: `[{ name, arg }]` (`arg` undefined without parentheses). */
export function parseDirectives(text) {
  const out = [];
  const re = /@([a-z]+)/g;
  let m;
  while ((m = re.exec(text))) {
    if (!NAMES.has(m[1]) || (m.index > 0 && /[\w.]/.test(text[m.index - 1]))) continue;
    const after = m.index + m[0].length;
    if (text[after] === '(') {
      const { arg, end } = readParens(text, after);
      out.push({ name: m[1], arg });
      re.lastIndex = end;
    } else out.push({ name: m[1], arg: undefined });
  }
  return out;
}

/** `name, {json}` of `@tool`: the name and the parsed arguments (the raw text if not JSON). */
function toolArgs(arg) {
  const comma = arg.indexOf(',');
  const name = (comma === -1 ? arg : arg.slice(0, comma)).trim().replace(/^["']|["']$/g, '');
  const rest = comma === -1 ? '' : arg.slice(comma + 1).trim();
  if (!rest) return { name, args: {} };
  try {
    return { name, args: JSON.parse(rest) };
  } catch {
    return { name, args: rest };
  }
}

/** Invalid JSON sent as the arguments of `@badtoolargs`. */
export const BAD_ARGS = '{"input": "unterminated';

/** Index of the last user turn; -1 when there is none. */
function lastUserIndex(turns) {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i].role === 'user') return i;
  return -1;
}

/** The text of the last user message ('' when there is none). */
export function lastUserText(conv) {
  const i = lastUserIndex(conv.turns);
  return i === -1 ? '' : conv.turns[i].text;
}

/**
 * Decides the answer to a conversation. Tool rounds already done are counted from the assistant turns
 * with tool calls and from the runs of tool results after the last user message, whichever is more. `seen` is the server's set of `key`s already answered with a
 * one-time 429 (`@status(429)` fails once per provider route and message text, then succeeds;
 * `@status(429, always)` fails every time).
 */
export function decide(conv, seen, routeKey) {
  const turns = conv.turns;
  const u = lastUserIndex(turns);
  const userText = u === -1 ? '' : turns[u].text;
  const after = turns.slice(u + 1);
  const directives = parseDirectives(userText);
  const one = (name) => directives.find((d) => d.name === name);
  const slowMs = Number(one('slow')?.arg ?? 0) || 0;
  const status = one('status');
  if (status) {
    // `@status(429, always)`: a 429 on every request, for clients that retry rate limits.
    const [codeText, flag] = String(status.arg ?? '').split(',').map((s) => s.trim());
    const code = Number(codeText);
    const key = `${routeKey}\u0000${userText}`;
    if (code !== 429 || flag === 'always' || !seen.has(key)) {
      if (code === 429) seen.add(key);
      return { status: code, slowMs };
    }
  }

  // Tool rounds: the directives before the first `@next` are round 0, and so on. Rounds already done
  // are the assistant turns with tool calls after the last user message.
  const rounds = [[]];
  for (const d of directives) {
    if (d.name === 'next') rounds.push([]);
    else if (d.name === 'tool' || d.name === 'badtoolargs' || d.name === 'unknowntool') rounds.at(-1).push(d);
  }
  const toolRounds = rounds.filter((r) => r.length > 0);
  // Some clients drop the tool calls from the assistant turns they send back (LangChain's Ollama
  // model does), so each run of consecutive tool results counts as a finished round too.
  const resultRuns = after.filter((t, i) => t.role === 'tool' && after[i - 1]?.role !== 'tool').length;
  const done = Math.max(after.filter((t) => t.role === 'assistant' && t.toolCalls?.length).length, resultRuns);
  const looping = directives.some((d) => d.name === 'loop');
  const round = looping && toolRounds.length ? toolRounds[done % toolRounds.length] : toolRounds[done];
  if (round) {
    const before = Math.max(
      after.filter((t) => t.role === 'assistant').reduce((n, t) => n + (t.toolCalls?.length ?? 0), 0),
      after.filter((t) => t.role === 'tool').length,
    );
    const calls = round.map((d, i) => {
      const id = `call_${before + i + 1}`;
      if (d.name === 'unknowntool') return { id, name: 'no_such_tool', args: {}, bad: false };
      if (d.name === 'badtoolargs') return { id, name: (d.arg ?? '').trim(), args: BAD_ARGS, bad: true };
      const { name, args } = toolArgs(d.arg ?? '');
      return { id, name, args, bad: false };
    });
    return { slowMs, answer: { type: 'tools', calls } };
  }

  const results = after.filter((t) => t.role === 'tool').map((t) => t.text);
  const final = one('final');
  if (results.length > 0 && final) return { slowMs, answer: { type: 'text', text: final.arg ?? '' } };
  const json = one('json');
  if (json) return { slowMs, answer: { type: 'text', text: (json.arg ?? '').trim() } };
  const text = one('text');
  if (text) return { slowMs, answer: { type: 'text', text: text.arg ?? '' } };
  if (one('system')) return { slowMs, answer: { type: 'text', text: conv.system } };
  if (results.length > 0) return { slowMs, answer: { type: 'text', text: `Tools said: ${results.join(' | ')}` } };
  return { slowMs, answer: { type: 'text', text: `Echo: ${userText}` } };
}

/** Deterministic token count of a text: ceil(characters / 4). */
export function tokens(text) {
  return Math.ceil(text.length / 4);
}

/** Prompt tokens of a conversation: all its texts (system, messages, tool calls, tool results). */
export function promptTokens(conv) {
  let n = conv.system.length;
  for (const t of conv.turns) {
    n += t.text.length;
    for (const c of t.toolCalls ?? []) n += c.name.length + (typeof c.args === 'string' ? c.args : JSON.stringify(c.args)).length;
  }
  return Math.ceil(n / 4);
}

/** Completion tokens of an answer. */
export function answerTokens(answer) {
  if (answer.type === 'text') return tokens(answer.text);
  return Math.ceil(answer.calls.reduce((n, c) => n + c.name.length + argsText(c).length, 0) / 4);
}

/** A call's arguments as JSON text (the raw text for bad or non-JSON arguments). */
export function argsText(call) {
  return typeof call.args === 'string' ? call.args : JSON.stringify(call.args);
}

/** FNV-1a 32-bit hash of a text, as 8 hex digits (for deterministic ids). */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A deterministic id for an answer: depends only on the last user message and the tool round. */
export function answerId(conv) {
  const u = lastUserIndex(conv.turns);
  return hash(`${u === -1 ? '' : conv.turns[u].text}\u0000${conv.turns.length - u}`);
}
