/**
 * The node creator's model: views Regular, Trigger and All with a
 * poppable history, categories and sub-categories from each type's codex, search by name and
 * alias, and actions derived from the resource, operation and event properties.
 */
import type { NodeParameters, NodeTypeDescription } from '@weft/workflow';
import { CORE_NODE_TYPES, isTriggerType } from '@weft/workflow';

export type CreatorView = 'Regular' | 'Trigger' | 'All';

/** Top-level categories. */
export const CATEGORIES = ['AI', 'Core Nodes', 'Custom Nodes', 'Suggested Nodes', 'Miscellaneous'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Sub-categories of Core Nodes. */
export const SUBCATEGORIES = ['Flow', 'Files', 'Data Transformation', 'Helpers'] as const;
/** Sub-categories of AI, as n8n's codex names them: root nodes first, then the sub-nodes they take. */
export const AI_SUBCATEGORIES = [
  'Agents',
  'Chains',
  'Language Models',
  'Memory',
  'Tools',
  'Output Parsers',
  'Vector Stores',
  'Embeddings',
  'Document Loaders',
  'Text Splitters',
  'Retrievers',
  'Miscellaneous',
] as const;

/** The sub-categories a category has. */
export function subcategoriesFor(category: string): readonly string[] {
  return category === 'AI' ? AI_SUBCATEGORIES : category === 'Core Nodes' ? SUBCATEGORIES : [];
}

/** Suggested nodes: the set node is always there, with the usual flow helpers. */
export const SUGGESTED: readonly string[] = [
  CORE_NODE_TYPES.set,
  CORE_NODE_TYPES.if,
  CORE_NODE_TYPES.code,
  CORE_NODE_TYPES.httpRequest,
  CORE_NODE_TYPES.switch,
  CORE_NODE_TYPES.merge,
];

/** One screen of the creator. */
export interface CreatorPage {
  view: CreatorView;
  category?: string;
  subcategory?: string;
  /** A node type whose actions are listed. */
  nodeType?: string;
  /** A community package whose nodes are listed (after installing it from the creator). */
  packageName?: string;
}

/** n8n's package of AI nodes, whose types Weft keeps under their n8n names. */
const AI_PACKAGE_PREFIX = '@n8n/n8n-nodes-langchain.';

/** The creator's state: a stack of pages (the last is shown) and the search text. */
export interface CreatorState {
  history: CreatorPage[];
  search: string;
}

/** Opens the creator: the trigger view when the workflow has no trigger, else the regular one. */
export function openCreator(hasTrigger: boolean, view?: CreatorView): CreatorState {
  return { history: [{ view: view ?? (hasTrigger ? 'Regular' : 'Trigger') }], search: '' };
}

/** Shows another page on top of the current one. */
export function pushPage(state: CreatorState, page: Partial<CreatorPage>): CreatorState {
  const current = state.history[state.history.length - 1]!;
  return { history: [...state.history, { view: page.view ?? current.view, ...page }], search: '' };
}

/** Goes back one page (the first page stays). */
export function popPage(state: CreatorState): CreatorState {
  if (state.history.length <= 1) return state;
  return { history: state.history.slice(0, -1), search: '' };
}

/** The page shown. */
export function currentPage(state: CreatorState): CreatorPage {
  return state.history[state.history.length - 1]!;
}

/** Whether a type belongs in a view. */
export function inView(d: NodeTypeDescription, view: CreatorView): boolean {
  if (d.hidden || d.name === CORE_NODE_TYPES.stickyNote) return false;
  if (view === 'All') return true;
  return view === 'Trigger' ? isTriggerType(d) : !isTriggerType(d);
}

/** Whether a type is a built-in one (Weft's own, the AI nodes included). */
export function isBuiltIn(d: NodeTypeDescription): boolean {
  return d.name.startsWith('weft.') || d.name.startsWith(AI_PACKAGE_PREFIX);
}

/** The categories a type is listed under. */
export function categoriesOf(d: NodeTypeDescription): Category[] {
  const out: Category[] = [];
  if (!isBuiltIn(d)) out.push('Custom Nodes');
  const cats = d.codex?.categories ?? [];
  if (cats.includes('AI')) out.push('AI');
  if (cats.includes('Core Nodes')) out.push('Core Nodes');
  if (SUGGESTED.includes(d.name)) out.push('Suggested Nodes');
  if (out.length === 0 || (!cats.includes('Core Nodes') && !cats.includes('AI') && isBuiltIn(d)))
    out.push('Miscellaneous');
  return out;
}

/** The sub-categories of a type within a category (Core Nodes unless named). */
export function subcategoriesOf(d: NodeTypeDescription, category = 'Core Nodes'): string[] {
  return d.codex?.subcategories?.[category] ?? [];
}

/** The types of a category (and sub-category) in a view, sorted by name. */
export function typesIn(
  types: readonly NodeTypeDescription[],
  view: CreatorView,
  category: string,
  subcategory?: string,
): NodeTypeDescription[] {
  return types
    .filter(
      (d) =>
        inView(d, view) &&
        categoriesOf(d).includes(category as Category) &&
        (!subcategory || subcategoriesOf(d, category).includes(subcategory)),
    )
    .sort(byName);
}

/**
 * The types listed on a category's own page: for AI only the nodes of the main flow (agents,
 * chains, the OpenAI node…), the sub-nodes being one sub-category away or offered from a root
 * node's inputs, as n8n lists them.
 */
export function typesOnCategoryPage(
  types: readonly NodeTypeDescription[],
  view: CreatorView,
  category: string,
  isSubNode: (d: NodeTypeDescription) => boolean,
): NodeTypeDescription[] {
  const all = typesIn(types, view, category);
  return category === 'AI' ? all.filter((d) => !isSubNode(d)) : all;
}

/** The types that supply a sub-node connection type, for a root node's input ("+" under "Chat Model"), searched when there is text. */
export function typesSupplying(
  types: readonly NodeTypeDescription[],
  supplies: (d: NodeTypeDescription) => boolean,
  text = '',
): NodeTypeDescription[] {
  const list = types.filter((d) => !d.hidden && supplies(d));
  const q = text.trim().toLowerCase();
  if (!q) return list.sort(byName);
  return searchTypes(list, 'All', q);
}

function byName(a: NodeTypeDescription, b: NodeTypeDescription): number {
  return a.displayName.localeCompare(b.displayName);
}

/**
 * Types matching a search by display name, type name or codex alias. Name matches come
 * first (those starting with the text before the rest), then alias matches.
 */
export function searchTypes(
  types: readonly NodeTypeDescription[],
  view: CreatorView,
  text: string,
): NodeTypeDescription[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const scored: Array<{ d: NodeTypeDescription; score: number }> = [];
  for (const d of types) {
    if (!inView(d, view)) continue;
    const name = d.displayName.toLowerCase();
    const short = d.name.slice(d.name.indexOf('.') + 1).toLowerCase();
    let score = -1;
    if (name.startsWith(q)) score = 0;
    else if (name.includes(q) || short.includes(q)) score = 1;
    else if ((d.codex?.alias ?? []).some((a) => a.toLowerCase().includes(q))) score = 2;
    if (score >= 0) scored.push({ d, score });
  }
  return scored.sort((a, b) => a.score - b.score || byName(a.d, b.d)).map((x) => x.d);
}

/** The types a community package brought (`{package}.{node}`), in every view, sorted by name. */
export function typesOfPackage(types: readonly NodeTypeDescription[], packageName: string): NodeTypeDescription[] {
  return types.filter((d) => d.name.startsWith(`${packageName}.`) && inView(d, 'All')).sort(byName);
}

/** Below this many built-in matches a search also asks the npm registry for community packages. */
export const FEW_MATCHES = 5;

/**
 * Whether a search also lists community packages from the npm registry: for the owner (who
 * alone may install), with community packages on, and when the built-in nodes match few (or no)
 * types for a text of two characters or more.
 */
export function searchesCommunity(text: string, builtInMatches: number, canInstall: boolean): boolean {
  return canInstall && text.trim().length >= 2 && builtInMatches < FEW_MATCHES;
}

/** A node-creator action: adding the node with these parameter values. */
export interface CreatorAction {
  nodeType: string;
  displayName: string;
  description?: string;
  values: NodeParameters;
}

/**
 * Actions of a type, from its `resource`, `operation`, `event` (and `action`) properties: one
 * per option, carrying the resource an operation is shown for.
 */
export function actionsOf(d: NodeTypeDescription): CreatorAction[] {
  const out: CreatorAction[] = [];
  const resources = d.properties.find((p) => p.name === 'resource');
  const resourceNames = new Map(
    (resources?.options ?? []).map((o) => [String((o as { value: unknown }).value), (o as { name: string }).name]),
  );
  for (const p of d.properties) {
    if (!['operation', 'event', 'action'].includes(p.name) || p.type !== 'options') continue;
    const shownFor = (p.displayOptions?.show?.resource as unknown[] | undefined) ?? [undefined];
    for (const resource of shownFor) {
      for (const raw of p.options ?? []) {
        const o = raw as { name: string; value: unknown; action?: string; description?: string };
        const values: NodeParameters = { [p.name]: o.value as string };
        if (resource !== undefined) values.resource = resource as string;
        const label =
          o.action ??
          (resource !== undefined ? `${o.name} (${resourceNames.get(String(resource)) ?? String(resource)})` : o.name);
        out.push({
          nodeType: d.name,
          displayName: label,
          ...(o.description ? { description: o.description } : {}),
          values,
        });
      }
    }
  }
  if (out.length === 0 && resources && resources.type === 'options') {
    for (const raw of resources.options ?? []) {
      const o = raw as { name: string; value: unknown };
      out.push({ nodeType: d.name, displayName: o.name, values: { resource: o.value as string } });
    }
  }
  return out;
}

/**
 * Types shown in the trigger view of a workflow without a trigger: the manual trigger first,
 * then the other start types.
 */
export function startTypes(types: readonly NodeTypeDescription[]): NodeTypeDescription[] {
  const triggers = types.filter((d) => inView(d, 'Trigger')).sort(byName);
  const manual = triggers.filter((d) => d.name === CORE_NODE_TYPES.manualTrigger);
  return [...manual, ...triggers.filter((d) => d.name !== CORE_NODE_TYPES.manualTrigger)];
}

/**
 * Whether adding a node of this type opens its node details view, as n8n does: every node but
 * sticky notes and the manual trigger (which has nothing to set).
 */
export function opensViewOnAdd(type: string): boolean {
  return type !== CORE_NODE_TYPES.manualTrigger && type !== CORE_NODE_TYPES.stickyNote;
}
