/**
 * The security audit (n8n's `audit` report): risky and file-reading nodes, SQL built by
 * expressions, unprotected webhooks, unused credentials, community nodes and the instance's
 * security settings. `weft audit` prints it and the public API answers it at `POST /audit`.
 */
import { toN8nTypeName, type Connections, type WorkflowNode } from '@weft/workflow';
import type { ServerConfig } from '../config.js';
import type { ServerContext } from '../context.js';
import { WorkflowRepository } from '../repositories/workflows.js';

/** The report categories, as n8n names them. */
export const RISK_CATEGORIES = ['credentials', 'database', 'nodes', 'instance', 'filesystem'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** A node a section points at. */
export interface NodeLocation {
  kind: 'node';
  workflowId: string;
  workflowName: string;
  nodeId: string;
  nodeName: string;
  nodeType: string;
}

/** A credential a section points at. */
export interface CredentialLocation {
  kind: 'credential';
  id: string;
  name: string;
}

/** A community node type a section points at. */
export interface CommunityLocation {
  kind: 'community';
  nodeType: string;
  packageUrl: string;
}

/** One finding of a report (n8n's shape). */
export interface RiskSection {
  title: string;
  description: string;
  recommendation: string;
  location?: Array<NodeLocation | CredentialLocation | CommunityLocation>;
  settings?: Record<string, unknown>;
}

/** One category's report; the audit is keyed by `"<Category> Risk Report"`. */
export interface RiskReport {
  risk: RiskCategory;
  sections: RiskSection[];
}

/** A stored workflow as the audit reads it (node types under n8n's names). */
export interface AuditedWorkflow {
  id: string;
  name: string;
  active: boolean;
  nodes: WorkflowNode[];
  connections: Connections;
}

/** What the audit looks at. */
export interface AuditInput {
  workflows: AuditedWorkflow[];
  credentials: Array<{ id: string; name: string }>;
  /** Node lists of the workflows that ran within the period. */
  recentlyExecuted: WorkflowNode[][];
  communityNodeTypes: Array<{ type: string; packageName: string }>;
  config: Pick<
    ServerConfig,
    | 'communityPackages'
    | 'versionNotifications'
    | 'templates'
    | 'publicApi'
    | 'nodesExclude'
    | 'diagnostics'
    | 'blockEnvAccessInNode'
    | 'fileAccess'
  >;
  days: number;
}

const RISKY_NODE_TYPES = new Set([
  'n8n-nodes-base.executeCommand',
  'n8n-nodes-base.code',
  'n8n-nodes-base.function',
  'n8n-nodes-base.functionItem',
  'n8n-nodes-base.httpRequest',
  'n8n-nodes-base.ssh',
  'n8n-nodes-base.ftp',
]);
const FILESYSTEM_NODE_TYPES = new Set([
  'n8n-nodes-base.readBinaryFile',
  'n8n-nodes-base.readBinaryFiles',
  'n8n-nodes-base.writeBinaryFile',
  'n8n-nodes-base.readWriteFile',
  'n8n-nodes-base.readPdf',
  'n8n-nodes-base.spreadsheetFile',
  'n8n-nodes-base.localFileTrigger',
]);
const SQL_NODE_TYPES_WITH_PARAMS = new Set([
  'n8n-nodes-base.postgres',
  'n8n-nodes-base.crateDb',
  'n8n-nodes-base.questDb',
  'n8n-nodes-base.timescaleDb',
]);
const SQL_NODE_TYPES = new Set([
  ...SQL_NODE_TYPES_WITH_PARAMS,
  'n8n-nodes-base.mySql',
  'n8n-nodes-base.microsoftSql',
  'n8n-nodes-base.snowflake',
]);
const WEBHOOK_TYPE = 'n8n-nodes-base.webhook';
const VALIDATOR_TYPES = new Set([
  'n8n-nodes-base.if',
  'n8n-nodes-base.switch',
  'n8n-nodes-base.code',
  'n8n-nodes-base.filter',
]);

const isExpression = (v: unknown) => typeof v === 'string' && v.startsWith('=') && v.includes('{{');

function located(
  workflows: AuditedWorkflow[],
  test: (node: WorkflowNode, workflow: AuditedWorkflow) => boolean,
): NodeLocation[] {
  const out: NodeLocation[] = [];
  for (const w of workflows) {
    for (const node of w.nodes) {
      if (test(node, w))
        out.push({
          kind: 'node',
          workflowId: w.id,
          workflowName: w.name,
          nodeId: node.id,
          nodeName: node.name,
          nodeType: node.type,
        });
    }
  }
  return out;
}

const these = (n: number, one: string, many: string) => (n === 1 ? one : many);

function credentialIds(nodes: WorkflowNode[]): string[] {
  return nodes.flatMap((n) =>
    Object.values(n.credentials ?? {})
      .map((c) => (typeof c === 'object' && c ? (c as { id?: string | null }).id : undefined))
      .filter((id): id is string => !!id),
  );
}

function credentialsReport(input: AuditInput): RiskReport | null {
  const used = new Set(input.workflows.flatMap((w) => credentialIds(w.nodes)));
  const usedActive = new Set(input.workflows.filter((w) => w.active).flatMap((w) => credentialIds(w.nodes)));
  const usedRecently = new Set(input.recentlyExecuted.flatMap(credentialIds));
  const loc = (keep: (id: string) => boolean): CredentialLocation[] =>
    input.credentials.filter((c) => keep(c.id)).map((c) => ({ kind: 'credential', id: c.id, name: c.name }));
  const recommendation = 'Delete credentials nobody needs any more: each stored secret is one more that can leak.';
  const sections: RiskSection[] = [];
  const add = (title: string, what: string, location: CredentialLocation[]) => {
    if (location.length)
      sections.push({
        title,
        description: `${these(location.length, 'This credential is', 'These credentials are')} ${what}.`,
        recommendation,
        location,
      });
  };
  add(
    'Credentials not used in any workflow',
    'not used by any node of any workflow',
    loc((id) => !used.has(id)),
  );
  add(
    'Credentials not used in any active workflow',
    'not used by any active workflow',
    loc((id) => !usedActive.has(id)),
  );
  add(
    'Credentials not used in recently executed workflows',
    `not used by any workflow that ran in the past ${input.days} days`,
    loc((id) => !usedRecently.has(id)),
  );
  return sections.length ? { risk: 'credentials', sections } : null;
}

function databaseReport(input: AuditInput): RiskReport | null {
  const sql = (n: WorkflowNode) => SQL_NODE_TYPES.has(n.type);
  const queryOf = (n: WorkflowNode) => n.parameters?.query;
  const paramsOf = (n: WorkflowNode) =>
    (n.parameters?.options as Record<string, unknown> | undefined)?.queryReplacement;
  const sections: RiskSection[] = [];
  const inQueries = located(input.workflows, (n) => sql(n) && isExpression(queryOf(n)));
  if (inQueries.length) {
    sections.push({
      title: 'Expressions in "Execute Query" fields in SQL nodes',
      description: `${these(inQueries.length, 'This SQL node builds its query', 'These SQL nodes build their queries')} with an expression: data that reaches the expression becomes SQL (SQL injection).`,
      recommendation:
        'Write the query with placeholders and pass the values as query parameters instead of building the SQL text with expressions.',
      location: inQueries,
    });
  }
  const inParams = located(input.workflows, (n) => SQL_NODE_TYPES_WITH_PARAMS.has(n.type) && isExpression(paramsOf(n)));
  if (inParams.length) {
    sections.push({
      title: 'Expressions in "Query Parameters" fields in SQL nodes',
      description: `${these(inParams.length, 'This SQL node computes its query parameters', 'These SQL nodes compute their query parameters')} with an expression.`,
      recommendation: 'Check that the expression cannot yield more or other parameters than the query expects.',
      location: inParams,
    });
  }
  const unused = located(
    input.workflows,
    (n) =>
      SQL_NODE_TYPES_WITH_PARAMS.has(n.type) &&
      n.parameters?.operation === 'executeQuery' &&
      typeof queryOf(n) === 'string' &&
      !paramsOf(n),
  );
  if (unused.length) {
    sections.push({
      title: 'Unused "Query Parameters" fields in SQL nodes',
      description: `${these(unused.length, 'This SQL node runs a query', 'These SQL nodes run queries')} without query parameters.`,
      recommendation: 'Pass the values the query uses as query parameters ($1, $2 …) rather than in its text.',
      location: unused,
    });
  }
  return sections.length ? { risk: 'database', sections } : null;
}

function nodesReport(input: AuditInput): RiskReport | null {
  const sections: RiskSection[] = [];
  const risky = located(input.workflows, (n) => RISKY_NODE_TYPES.has(n.type));
  if (risky.length) {
    sections.push({
      title: 'Official risky nodes',
      description: `${these(risky.length, 'This node is of a type that', 'These nodes are of types that')} can run code or commands, or reach any host (Code, Execute Command, SSH, FTP, HTTP Request): whoever edits the workflow gets that power.`,
      recommendation:
        'Keep such nodes to workflows edited by trusted users, and leave out the types nobody needs with WEFT_NODES_EXCLUDE.',
      location: risky,
    });
  }
  if (input.communityNodeTypes.length) {
    sections.push({
      title: 'Community nodes',
      description: `${these(input.communityNodeTypes.length, 'This node type comes', 'These node types come')} from community packages: their code runs in this instance without review by Weft.`,
      recommendation: 'Install community packages only from authors you trust, and uninstall those no workflow uses.',
      location: input.communityNodeTypes.map((c) => ({
        kind: 'community',
        nodeType: c.type,
        packageUrl: `https://www.npmjs.com/package/${c.packageName}`,
      })),
    });
  }
  return sections.length ? { risk: 'nodes', sections } : null;
}

function hasValidatorChild(node: WorkflowNode, workflow: AuditedWorkflow): boolean {
  const children = workflow.connections[node.name]?.main?.[0] ?? [];
  return children.some((c) => workflow.nodes.some((n) => n.name === c.node && VALIDATOR_TYPES.has(n.type)));
}

function instanceReport(input: AuditInput): RiskReport {
  const sections: RiskSection[] = [];
  const open = located(
    input.workflows.filter((w) => w.active),
    (n, w) => {
      if (n.type !== WEBHOOK_TYPE || n.disabled) return false;
      const auth = n.parameters?.authentication;
      return (auth === undefined || auth === 'none') && !hasValidatorChild(n, w);
    },
  );
  if (open.length) {
    sections.push({
      title: 'Unprotected webhooks in instance',
      description: `${these(open.length, 'This webhook has', 'These webhooks have')} no authentication and no node right after it that checks the request: anyone who knows the URL can run the workflow.`,
      recommendation:
        'Set the webhook\'s "Authentication" (basic, header or JWT), or check the request in an If, Switch, Filter or Code node right after it.',
      location: open,
    });
  }
  const c = input.config;
  sections.push({
    title: 'Security settings',
    description: 'The security-related settings of this instance.',
    recommendation:
      "Review these settings against your needs; each is set by an environment variable (see the README's settings table).",
    settings: {
      features: {
        communityPackagesEnabled: c.communityPackages.enabled,
        versionNotificationsEnabled: c.versionNotifications.enabled,
        templatesEnabled: c.templates.enabled,
        publicApiEnabled: !c.publicApi.disabled,
      },
      nodes: {
        nodesExclude: c.nodesExclude.length ? c.nodesExclude.map(toN8nTypeName).join(', ') : 'none',
        nodesInclude: 'none',
      },
      telemetry: { diagnosticsEnabled: c.diagnostics.enabled },
      environment: { blockEnvAccessInNode: c.blockEnvAccessInNode },
      fileAccess: {
        restrictFileAccessTo: c.fileAccess.restrictTo.length ? c.fileAccess.restrictTo.join('; ') : 'none',
        blockFileAccessToWeftFiles: c.fileAccess.blockWeftFiles,
      },
    },
  });
  return { risk: 'instance', sections };
}

function filesystemReport(input: AuditInput): RiskReport | null {
  const nodes = located(input.workflows, (n) => FILESYSTEM_NODE_TYPES.has(n.type));
  if (!nodes.length) return null;
  return {
    risk: 'filesystem',
    sections: [
      {
        title: 'Nodes that interact with the filesystem',
        description: `${these(nodes.length, 'This node reads or writes', 'These nodes read or write')} files on the server's disk.`,
        recommendation:
          'Limit what nodes may touch with WEFT_RESTRICT_FILE_ACCESS_TO, and keep WEFT_BLOCK_FILE_ACCESS_TO_WEFT_FILES on.',
        location: nodes,
      },
    ],
  };
}

const REPORTERS: Record<RiskCategory, (input: AuditInput) => RiskReport | null> = {
  credentials: credentialsReport,
  database: databaseReport,
  nodes: nodesReport,
  instance: instanceReport,
  filesystem: filesystemReport,
};

/** The audit: each category with findings, keyed `"<Category> Risk Report"`, in n8n's shape. */
export function buildAudit(
  input: AuditInput,
  categories: readonly RiskCategory[] = RISK_CATEGORIES,
): Record<string, RiskReport> {
  const out: Record<string, RiskReport> = {};
  for (const c of categories) {
    const report = REPORTERS[c](input);
    if (report) out[`${c.charAt(0).toUpperCase()}${c.slice(1)} Risk Report`] = report;
  }
  return out;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Options of {@link generateAudit}. */
export interface AuditOptions {
  categories?: readonly RiskCategory[];
  /** Days without a run after which a workflow's credentials count as not recently used (default 90). */
  daysAbandonedWorkflow?: number;
}

/** Whether a value names a report category. */
export function isRiskCategory(value: unknown): value is RiskCategory {
  return (RISK_CATEGORIES as readonly unknown[]).includes(value);
}

/** Reads what the audit needs from the instance's database and builds the report. */
export async function generateAudit(
  ctx: Pick<ServerContext, 'db' | 'config'>,
  options: AuditOptions = {},
): Promise<Record<string, RiskReport>> {
  const days = options.daysAbandonedWorkflow ?? 90;
  const k = ctx.db.kysely;
  const toN8n = (nodes: WorkflowNode[]) => nodes.map((n) => ({ ...n, type: toN8nTypeName(n.type) }));
  const workflows = (await new WorkflowRepository(ctx.db).definitions()).map((w) => ({ ...w, nodes: toN8n(w.nodes) }));
  const credentials = await k.selectFrom('credential').select(['id', 'name']).orderBy('createdAt').execute();
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const executed = await k.selectFrom('execution').select('workflowData').where('startedAt', '>=', since).execute();
  const recentlyExecuted = executed.map((e) => parseJson<{ nodes?: WorkflowNode[] }>(e.workflowData, {}).nodes ?? []);
  const packages = await k.selectFrom('installed_packages').select(['packageName', 'installedNodes']).execute();
  const communityNodeTypes = packages.flatMap((p) =>
    parseJson<Array<{ type: string }>>(p.installedNodes, []).map((n) => ({ type: n.type, packageName: p.packageName })),
  );
  return buildAudit(
    { workflows, credentials, recentlyExecuted, communityNodeTypes, config: ctx.config, days },
    options.categories ?? RISK_CATEGORIES,
  );
}
