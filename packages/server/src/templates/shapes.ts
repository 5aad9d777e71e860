import type { NodeTypeDescription } from '@weft/workflow';
import type { TemplateCategory, TemplateCollectionFile, TemplateFile, TemplateLibrary } from './library.js';

/** Looks a node type's description up (the running registry), for the node summaries. */
export type DescribeNode = (type: string, version?: number) => NodeTypeDescription | undefined;

/** What the library lists about a node type a template uses (n8n's template node shape). */
export interface TemplateNodeInfo {
  id: number;
  name: string;
  displayName: string;
  icon?: string;
  iconData?: { type: 'icon'; icon: string };
  defaults: { name: string; color?: string };
  group: string[];
  codex?: { data: NodeTypeDescription['codex'] };
  typeVersion: number;
}

/** The one user who authored the bundled templates. */
export const TEMPLATE_USER = { username: 'weft' } as const;

const STICKY = /\.stickyNote$/;

/** The distinct node types of some templates (sticky notes left out), described for the gallery. */
export function nodeInfos(templates: TemplateFile[], describe: DescribeNode): TemplateNodeInfo[] {
  const versions = new Map<string, number>();
  for (const t of templates) {
    for (const node of t.workflow.nodes) {
      if (STICKY.test(node.type)) continue;
      versions.set(node.type, Math.max(versions.get(node.type) ?? 0, node.typeVersion ?? 1));
    }
  }
  return [...versions].map(([type, typeVersion], i) => {
    const d = describe(type, typeVersion);
    const icon = d?.icon?.replace(/^fa:/, '');
    return {
      id: i + 1,
      name: type,
      displayName: d?.displayName ?? type,
      ...(d?.icon ? { icon: d.icon, iconData: { type: 'icon' as const, icon: icon! } } : {}),
      defaults: d?.defaults ?? { name: type },
      group: d?.group ?? [],
      ...(d?.codex ? { codex: { data: d.codex } } : {}),
      typeVersion,
    };
  });
}

function categoriesOf(ids: number[], library: TemplateLibrary): TemplateCategory[] {
  return ids.map((id) => library.categories.find((c) => c.id === id)).filter((c): c is TemplateCategory => !!c);
}

/** A template as listed in searches and collections. */
export function workflowSummary(t: TemplateFile, describe: DescribeNode) {
  return {
    id: t.id,
    name: t.name,
    totalViews: 0,
    createdAt: t.createdAt,
    description: t.description,
    user: TEMPLATE_USER,
    nodes: nodeInfos([t], describe),
  };
}

/** A template with its workflow, for its own page. */
export function workflowDetail(t: TemplateFile, library: TemplateLibrary, describe: DescribeNode) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    views: 0,
    createdAt: t.createdAt,
    user: TEMPLATE_USER,
    nodes: nodeInfos([t], describe),
    workflow: { nodes: t.workflow.nodes, connections: t.workflow.connections },
    categories: categoriesOf(t.categories, library),
    image: [],
  };
}

/** A collection as listed: its node types and the ids of its templates. */
export function collectionSummary(c: TemplateCollectionFile, library: TemplateLibrary, describe: DescribeNode) {
  const templates = c.workflows.map((id) => library.workflows.find((w) => w.id === id)!);
  return {
    id: c.id,
    name: c.name,
    nodes: nodeInfos(templates, describe),
    workflows: c.workflows.map((id) => ({ id })),
  };
}

/** A collection with its templates, for its own page. */
export function collectionDetail(c: TemplateCollectionFile, library: TemplateLibrary, describe: DescribeNode) {
  const templates = c.workflows.map((id) => library.workflows.find((w) => w.id === id)!);
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    image: [],
    categories: categoriesOf(c.categories, library),
    workflows: templates.map((t) => workflowSummary(t, describe)),
    createdAt: c.createdAt,
  };
}
