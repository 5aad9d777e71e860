/**
 * Compares an execution of Weft with the one real n8n recorded for the same workflow: per node
 * the same number of runs, per run and output the same items' `json` (key order ignored) and
 * `pairedItem`; where n8n stopped with an error, Weft stops at the same node.
 */
export function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, canon(o[k])]),
    );
  }
  return v;
}

export interface RunLike {
  error?: unknown;
  data?: { main?: Array<Array<{ json: unknown; pairedItem?: unknown }> | null> };
}
export interface ResultLike {
  error?: { message?: string };
  lastNodeExecuted?: string;
  runData?: Record<string, RunLike[]>;
}

/** The differences between n8n's execution and Weft's, as readable lines (none when they agree). */
export function differences(expected: ResultLike, actual: ResultLike): string[] {
  const diffs: string[] = [];
  if (expected.error) {
    if (!actual.error) diffs.push(`n8n stopped with an error ("${expected.error.message}"), Weft did not`);
    if (expected.lastNodeExecuted !== actual.lastNodeExecuted)
      diffs.push(`lastNodeExecuted: expected ${expected.lastNodeExecuted}, got ${actual.lastNodeExecuted}`);
  } else if (actual.error) diffs.push(`Weft stopped with an error n8n did not have: ${actual.error.message}`);
  const exp = expected.runData ?? {};
  const act = actual.runData ?? {};
  for (const name of Object.keys(act)) if (!(name in exp)) diffs.push(`node "${name}" ran in Weft but not in n8n`);
  for (const [name, runs] of Object.entries(exp)) {
    const got = act[name];
    if (!got) {
      diffs.push(`node "${name}" did not run`);
      continue;
    }
    if (got.length !== runs.length) diffs.push(`node "${name}": ${runs.length} runs expected, got ${got.length}`);
    runs.forEach((run, r) => {
      if (run.error && !got[r]?.error) diffs.push(`node "${name}" run ${r}: n8n reported an error, Weft did not`);
      const e = run.data?.main ?? [];
      const a = got[r]?.data?.main ?? [];
      for (let o = 0; o < Math.max(e.length, a.length); o++) {
        const pick = (items: Array<{ json: unknown; pairedItem?: unknown }> | null | undefined) =>
          JSON.stringify(canon((items ?? []).map((i) => ({ json: i.json, pairedItem: i.pairedItem }))));
        const ej = pick(e[o]);
        const aj = pick(a[o]);
        if (ej !== aj)
          diffs.push(
            `node "${name}" run ${r} output ${o}:\n    n8n  ${ej.slice(0, 600)}\n    Weft ${aj.slice(0, 600)}`,
          );
      }
    });
  }
  return diffs;
}
