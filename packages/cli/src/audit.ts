import { generateAudit, isRiskCategory, loadConfig, RISK_CATEGORIES } from '@weft/server';
import { parseFlags } from './flags.js';
import { withInstance } from './instance.js';
import { UsageError } from './transfer-files.js';

const these = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** `weft audit [--categories=a,b] [--days-abandoned-workflow=N]`: the security report as JSON. */
export async function auditCommand(args: string[], out: (s: string) => void): Promise<number> {
  const flags = parseFlags(args, { categories: 'string', 'days-abandoned-workflow': 'number' });
  const categories =
    typeof flags.categories === 'string'
      ? flags.categories
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : [...RISK_CATEGORIES];
  const invalid = categories.filter((c) => !(RISK_CATEGORIES as readonly string[]).includes(c));
  if (invalid.length)
    throw new UsageError(
      `Unknown audit ${these(invalid.length, 'category', 'categories')}: ${invalid.join(', ')}. The categories are ${RISK_CATEGORIES.join(', ')}.`,
    );
  const days =
    flags['days-abandoned-workflow'] === undefined
      ? Number(process.env.WEFT_SECURITY_AUDIT_DAYS_ABANDONED_WORKFLOW ?? 90)
      : Number(flags['days-abandoned-workflow']);
  if (!Number.isInteger(days) || days < 1)
    throw new UsageError('--days-abandoned-workflow must be a whole number of days, at least 1');
  return withInstance(async ({ ctx }) => {
    // The report describes `weft start`'s settings, not the CLI's (which runs every node).
    const audit = await generateAudit(
      { db: ctx.db, config: loadConfig() },
      { categories: categories.filter(isRiskCategory), daysAbandonedWorkflow: days },
    );
    out(Object.keys(audit).length ? JSON.stringify(audit, null, 2) : 'No security issues found');
    return 0;
  });
}
