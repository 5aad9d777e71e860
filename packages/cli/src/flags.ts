/**
 * Parses `--name value`, `--name=value` and boolean `--flag` arguments; `aliases` maps one-letter
 * short forms (`-i file`, `-o=file`, as n8n's commands take them) to their long names.
 */
export function parseFlags(
  args: string[],
  spec: Record<string, 'string' | 'boolean' | 'number'>,
  aliases: Record<string, string> = {},
): Record<string, string | boolean | number | undefined> {
  const out: Record<string, string | boolean | number | undefined> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const short = /^-([a-zA-Z])(?:=(.*))?$/s.exec(arg);
    if (short && aliases[short[1]!]) {
      const name = aliases[short[1]!]!;
      const value = short[2] ?? args[++i];
      if (value === undefined) throw new Error(`-${short[1]} needs a value`);
      out[name] = value;
      continue;
    }
    if (!arg.startsWith('--')) continue;
    const [rawName, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const kind = spec[rawName];
    if (!kind) throw new Error(`Unknown option --${rawName}`);
    if (kind === 'boolean') out[rawName] = inline === undefined ? true : inline !== 'false';
    else {
      const value = inline ?? args[++i];
      if (value === undefined) throw new Error(`--${rawName} needs a value`);
      out[rawName] = kind === 'number' ? Number(value) : value;
    }
  }
  return out;
}
