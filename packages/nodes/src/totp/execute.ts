import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { TOTP } from 'otpauth';

interface TotpOptions {
  algorithm?: string;
  digits?: number;
  period?: number;
}

/** The code for `at` (ms) and the whole seconds it stays valid, as n8n computes them. */
export function totpCode(
  credential: { secret: string; label: string },
  options: TotpOptions,
  at: number,
): { token: string; secondsRemaining: number } {
  const algorithm = options.algorithm || 'SHA1';
  const digits = options.digits || 6;
  const period = options.period || 30;
  const [issuer] = credential.label.split(':');
  const totp = new TOTP({ issuer, label: credential.label, secret: credential.secret, algorithm, digits, period });
  return {
    token: totp.generate({ timestamp: at }),
    secondsRemaining: Math.trunc(period * (1 - ((at / 1000 / period) % 1))),
  };
}

/**
 * Generate Secret: the current code of the `totpApi` account (options of the first item), once
 * per input item, with the seconds until it changes.
 */
export async function executeTotp(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'generateSecret'));
  const credential = (await ctx.getCredentials('totpApi')) as { secret?: string; label?: string };
  const label = String(credential.label ?? '');
  if (!label.includes(':')) {
    throw new NodeOperationError(ctx.getNode(), 'Malformed label - expected `issuer:username`', {
      description: 'Write the label of the TOTP credential as issuer:username, e.g. GitHub:john-doe',
    });
  }
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as TotpOptions;
  let code: { token: string; secondsRemaining: number };
  try {
    code = totpCode({ secret: String(credential.secret ?? ''), label }, options, Date.now());
  } catch (e) {
    throw new NodeOperationError(ctx.getNode(), e as Error, {
      description: 'Check the secret of the TOTP credential: it must be base32 (letters A-Z and digits 2-7)',
    });
  }
  const out: Item[] = [];
  if (operation === 'generateSecret')
    for (let i = 0; i < items.length; i++) out.push({ json: { ...code }, pairedItem: { item: i } });
  return [out];
}
