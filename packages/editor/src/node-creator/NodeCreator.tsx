import { useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../i18n';
import { useReactFlow } from '@xyflow/react';
import type { NodeParameters, NodeTypeDescription } from '@weft/workflow';
import { CORE_NODE_TYPES, isTriggerType } from '@weft/workflow';
import { Icon } from '../components/ui/Icon';
import * as actions from '../canvas/actions';
import { NodeIcon } from '../canvas/NodeIcon';
import { rootNodeWidth } from '../canvas/WorkflowNodeView';
import { inputCountOf } from '../canvas/node-info';
import {
  CONNECTION_TYPE_LABELS,
  subNodeInputsOf,
  subNodeOutputOf,
  subNodeRefusal,
  suppliesType,
} from '../canvas/sub-nodes';
import { getNodeType, visibleNodeTypes } from '../stores/node-types/state';
import { useCanvasUi } from '../canvas/ui-store';
import { useNodeTypesStore } from '../stores/node-types/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { useNdvStore } from '../stores/ndv/store';
import { maxNodesCheck, maxNodesMessage } from '../stores/workflow/state';
import { toast } from '../stores/toasts/store';
import { useSettingsStore } from '../stores/settings/store';
import { useCurrentUser } from '../stores/users/store';
import type { CommunityPackage, FoundPackage } from '../api/community-packages';
import { CommunityInstallConfirm } from '../components/community-nodes/CommunityInstallConfirm';
import { useCommunitySearch } from '../components/community-nodes/use-community-search';
import { CommunitySection } from './CommunitySection';
import * as m from './model';
import '../styles/node-creator.css';
import './community.css';

const CATEGORY_INFO: Record<string, { icon: 'box' | 'plug' | 'sparkles' | 'more'; text: string }> = {
  AI: { icon: 'sparkles', text: 'Agents, chains, chat models, memory, tools, vector stores and the rest' },
  'Core Nodes': { icon: 'box', text: 'Flow, data transformation, files and helpers' },
  'Custom Nodes': { icon: 'plug', text: 'Community and custom node packages' },
  'Suggested Nodes': { icon: 'sparkles', text: 'Handy nodes to start with' },
  Miscellaneous: { icon: 'more', text: 'Everything else' },
};

function placeNode(
  desc: NodeTypeDescription,
  values: NodeParameters,
  screenCenter: () => [number, number],
  reveal: (p: [number, number]) => void,
) {
  const ui = useCanvasUi.getState();
  const wf = useWorkflowStore.getState().workflow;
  if (!maxNodesCheck(wf, desc.name, desc.maxNodes).allowed) {
    toast.error(new Error(maxNodesMessage(desc.displayName, desc.maxNodes!)), 'Could not add the node');
    return;
  }
  const ctx = ui.creatorContext ?? {};
  if (ctx.subNodeFor) {
    placeSubNode(desc, values, ctx.subNodeFor, ctx.position, reveal);
    return;
  }
  let from = ctx.from;
  let replace;
  let to;
  let position: [number, number];
  if (ctx.insert && wf.connections[ctx.insert]) {
    const c = wf.connections[ctx.insert]!;
    const a = wf.nodes[c.source]!.position;
    const b = wf.nodes[c.target]!.position;
    position = [Math.round((a[0] + b[0]) / 2 / 20) * 20, Math.round((a[1] + b[1]) / 2 / 20) * 20 + 20];
    from = { nodeId: c.source, output: c.sourceOutput };
    to = { nodeId: c.target, input: c.targetInput };
    replace = c;
  } else {
    if (!from && !ctx.position) {
      // With one node selected, the new node follows it.
      const sel = Object.keys(ui.selected).filter(
        (id) => wf.nodes[id] && wf.nodes[id].type !== CORE_NODE_TYPES.stickyNote,
      );
      if (sel.length === 1) from = { nodeId: sel[0]!, output: 0 };
    }
    if (ctx.position) position = [Math.round(ctx.position[0] / 20) * 20, Math.round(ctx.position[1] / 20) * 20];
    else if (from && wf.nodes[from.nodeId]) {
      const p = wf.nodes[from.nodeId]!.position;
      const siblings = Object.values(wf.connections).filter((c) => c.source === from!.nodeId).length;
      position = [p[0] + 240, p[1] + (from.output > 0 ? from.output * 160 : siblings * 160)];
    } else if (wf.order.length === 0) position = [0, 0];
    else position = screenCenter();
  }
  // Never on top of another node: step down until the spot is free.
  const others = Object.values(wf.nodes)
    .filter((n) => n.type !== CORE_NODE_TYPES.stickyNote)
    .map((n) => n.position);
  for (
    let i = 0;
    i < 50 && others.some((p) => Math.abs(p[0] - position[0]) < 120 && Math.abs(p[1] - position[1]) < 140);
    i++
  )
    position = [position[0], position[1] + 160];
  if (isTriggerType(desc)) {
    from = undefined;
    replace = undefined;
  }
  const node = actions.makeNode(desc, position, values);
  actions.addNode(node, {
    ...(from && inputCountOf(desc) ? { from } : {}),
    ...(to && (typeof desc.outputs === 'string' || desc.outputs.length) ? { to } : {}),
    ...(replace && from ? { replace } : {}),
  });
  useCanvasUi.getState().select([node.id]);
  useCanvasUi.getState().closeCreator();
  reveal(position);
  // As in n8n, the new node's view opens so it can be set up at once.
  if (m.opensViewOnAdd(node.type)) useNdvStore.getState().open(node.id);
}

/** Places a sub-node under the root node input it supplies and connects it there. */
function placeSubNode(
  desc: NodeTypeDescription,
  values: NodeParameters,
  to: { nodeId: string; type: string; index: number },
  at: [number, number] | undefined,
  reveal: (p: [number, number]) => void,
) {
  const wf = useWorkflowStore.getState().workflow;
  const root = wf.nodes[to.nodeId];
  if (!root) return;
  const rootDesc = getNodeType(useNodeTypesStore.getState(), root.type, root.typeVersion);
  const slots = subNodeInputsOf(rootDesc, root);
  const slot = Math.max(
    0,
    slots.findIndex((s) => s.type === to.type && s.index === to.index),
  );
  const siblings = Object.values(wf.connections).filter((c) => c.target === root.id && c.type === to.type).length;
  const width = rootNodeWidth(slots.length);
  let position: [number, number] = at
    ? [Math.round(at[0] / 20) * 20, Math.round(at[1] / 20) * 20]
    : [
        Math.round((root.position[0] + ((slot + 1) / (slots.length + 1)) * width - 44 + siblings * 120) / 20) * 20,
        root.position[1] + 220,
      ];
  const others = Object.values(wf.nodes)
    .filter((n) => n.type !== CORE_NODE_TYPES.stickyNote)
    .map((n) => n.position);
  for (
    let i = 0;
    i < 50 && others.some((p) => Math.abs(p[0] - position[0]) < 100 && Math.abs(p[1] - position[1]) < 140);
    i++
  )
    position = [position[0] + 120, position[1]];
  const node = actions.makeNode(desc, position, values);
  actions.addSubNode(node, { nodeId: root.id, type: to.type, index: to.index });
  useCanvasUi.getState().select([node.id]);
  useCanvasUi.getState().closeCreator();
  reveal(position);
  if (m.opensViewOnAdd(node.type)) useNdvStore.getState().open(node.id);
}

/**
 * The node creator panel: Regular, Trigger and All views with a history that can be
 * popped, categories and sub-categories, search by name and alias, and actions.
 */
export function NodeCreator() {
  const open = useCanvasUi((s) => s.creatorOpen);
  if (!open) return null;
  return <NodeCreatorPanel />;
}

function NodeCreatorPanel() {
  const typesState = useNodeTypesStore();
  const workflow = useWorkflowStore((s) => s.workflow);
  const close = useCanvasUi((s) => s.closeCreator);
  const flow = useReactFlow();
  const hasTrigger = useMemo(
    () => Object.values(workflow.nodes).some((n) => isTriggerType(typesState.get(n.type, n.typeVersion))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [workflow.nodes, typesState.byName],
  );
  const subNodeFor = useCanvasUi((s) => s.creatorContext?.subNodeFor);
  const [state, setState] = useState(() => m.openCreator(hasTrigger));
  const [active, setActive] = useState(0);
  const search = useRef<HTMLInputElement>(null);
  const types = useMemo(() => visibleNodeTypes(typesState), [typesState]);
  const page = m.currentPage(state);
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  // Only the owner may install, so only the owner is offered packages from the registry.
  const canInstall = !!user?.isOwner && settings?.communityNodesEnabled !== false && settings?.isNpmAvailable !== false;
  const [confirming, setConfirming] = useState<FoundPackage | null>(null);
  const [installs, setInstalls] = useState(0);

  useEffect(() => {
    search.current?.focus();
  }, [state.history.length]);

  const screenCenter = (): [number, number] => {
    const el = document.querySelector('.canvas');
    const r = el?.getBoundingClientRect();
    const p = flow.screenToFlowPosition({
      x: (r?.left ?? 0) + (r?.width ?? 800) / 2,
      y: (r?.top ?? 0) + (r?.height ?? 600) / 2,
    });
    return [Math.round(p.x / 20) * 20, Math.round(p.y / 20) * 20];
  };

  /** Pans so a new node is in view (it may land off-screen after the last one). */
  const reveal = (p: [number, number]) => {
    requestAnimationFrame(() => {
      const el = document.querySelector('.canvas')?.getBoundingClientRect();
      if (!el) return;
      const tl = flow.screenToFlowPosition({ x: el.left + 40, y: el.top + 40 });
      const br = flow.screenToFlowPosition({ x: el.right - 60, y: el.bottom - 140 });
      if (p[0] < tl.x || p[1] < tl.y || p[0] + 88 > br.x || p[1] + 120 > br.y)
        void flow.fitView({ padding: 0.25, maxZoom: 1, duration: 200 });
    });
  };

  type Row =
    | { kind: 'type'; desc: NodeTypeDescription }
    | { kind: 'action'; desc: NodeTypeDescription; label: string; values: NodeParameters; description?: string }
    | { kind: 'category'; name: string }
    | { kind: 'subcategory'; name: string };

  const isSubNode = (d: NodeTypeDescription) => subNodeOutputOf(d) !== undefined;
  const subSlot = useMemo(() => {
    if (!subNodeFor) return undefined;
    const root = workflow.nodes[subNodeFor.nodeId];
    return root
      ? subNodeInputsOf(typesState.get(root.type, root.typeVersion), root).find(
          (s) => s.type === subNodeFor.type && s.index === subNodeFor.index,
        )
      : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subNodeFor, workflow.nodes, typesState.byName]);
  const subSlotLabel = subNodeFor
    ? (subSlot?.label ?? CONNECTION_TYPE_LABELS[subNodeFor.type] ?? subNodeFor.type)
    : undefined;

  const rows: Row[] = useMemo(() => {
    if (subNodeFor) {
      // Only what the input takes: its type, and its node filter (the agent refuses completion models).
      const takes = (d: NodeTypeDescription) =>
        suppliesType(d, subNodeFor.type) && (!subSlot || subNodeRefusal(subSlot, d.name, 0) === null);
      return m.typesSupplying(types, takes, state.search).map((desc) => ({ kind: 'type' as const, desc }));
    }
    if (page.packageName)
      return m.typesOfPackage(types, page.packageName).map((desc) => ({ kind: 'type' as const, desc }));
    if (state.search.trim())
      return m
        .searchTypes(types, page.view === 'Trigger' && !hasTrigger ? 'All' : page.view, state.search)
        .map((desc) => ({ kind: 'type' as const, desc }));
    if (page.nodeType) {
      const desc = types.find((d) => d.name === page.nodeType);
      if (!desc) return [];
      return [
        { kind: 'type' as const, desc },
        ...m.actionsOf(desc).map((a) => ({
          kind: 'action' as const,
          desc,
          label: a.displayName,
          values: a.values,
          ...(a.description ? { description: a.description } : {}),
        })),
      ];
    }
    if (page.subcategory)
      return m
        .typesIn(types, page.view, page.category ?? 'Core Nodes', page.subcategory)
        .map((desc) => ({ kind: 'type' as const, desc }));
    if (page.category) {
      const list: Row[] = [];
      for (const sub of m.subcategoriesFor(page.category))
        if (m.typesIn(types, page.view, page.category, sub).length) list.push({ kind: 'subcategory', name: sub });
      return [
        ...m
          .typesOnCategoryPage(types, page.view, page.category, isSubNode)
          .map((desc) => ({ kind: 'type' as const, desc })),
        ...list,
      ];
    }
    if (page.view === 'Trigger') return m.startTypes(types).map((desc) => ({ kind: 'type' as const, desc }));
    return m.CATEGORIES.filter((c) => m.typesIn(types, page.view, c).length > 0).map((name) => ({
      kind: 'category' as const,
      name,
    }));
  }, [types, page, state.search, hasTrigger, subNodeFor, subSlot]);

  useEffect(() => setActive(0), [rows]);

  const community = useCommunitySearch(
    state.search,
    !subNodeFor && !page.packageName && m.searchesCommunity(state.search, rows.length, canInstall),
    10,
    installs,
  );

  /** Shows the nodes of an installed package (after reloading the node types when it was just installed). */
  const showPackage = (name: string) => setState((s) => m.pushPage(s, { packageName: name, view: 'All' }));
  const chooseCommunity = (pkg: FoundPackage) => {
    if (pkg.installed) showPackage(pkg.name);
    else setConfirming(pkg);
  };
  const installed = async (pkg: CommunityPackage) => {
    setConfirming(null);
    setInstalls((n) => n + 1);
    toast.success(
      t('communitySearch.installedToast'),
      `${pkg.packageName} ${pkg.installedVersion}: ${pkg.installedNodes.map((n) => n.name).join(', ')}`,
    );
    await useNodeTypesStore.getState().load(true);
    showPackage(pkg.packageName);
  };

  const choose = (row: Row) => {
    if (row.kind === 'category') setState((s) => m.pushPage(s, { category: row.name }));
    else if (row.kind === 'subcategory')
      setState((s) => m.pushPage(s, { category: page.category, subcategory: row.name }));
    else if (row.kind === 'action') placeNode(row.desc, row.values, screenCenter, reveal);
    else if (subNodeFor) placeNode(row.desc, {}, screenCenter, reveal);
    else if (!page.nodeType && m.actionsOf(row.desc).length > 0)
      setState((s) => m.pushPage(s, { nodeType: row.desc.name }));
    else placeNode(row.desc, {}, screenCenter, reveal);
  };

  const title = subNodeFor
    ? t('subNodes.add', { label: subSlotLabel ?? '' })
    : page.nodeType
      ? (types.find((d) => d.name === page.nodeType)?.displayName ?? 'Actions')
      : (page.packageName ??
        page.subcategory ??
        page.category ??
        (page.view === 'Trigger' ? 'What triggers this workflow?' : 'What happens next?'));

  return (
    <aside className="node-creator" aria-label="Node creator" data-testid="node-creator">
      <header className="node-creator__header">
        {state.history.length > 1 ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm btn--icon"
            aria-label="Back"
            onClick={() => setState(m.popPage)}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
        ) : null}
        <h2 className="node-creator__title">{title}</h2>
        <button
          type="button"
          className="btn btn--ghost btn--sm btn--icon"
          aria-label="Close node creator"
          onClick={close}
        >
          <Icon name="close" size={16} />
        </button>
      </header>
      {state.history.length === 1 && !subNodeFor && (
        <div className="node-creator__views" role="tablist" aria-label="Node views">
          {(['Regular', 'Trigger', 'All'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={page.view === v}
              className="node-creator__view"
              onClick={() => setState({ history: [{ view: v }], search: '' })}
            >
              {v === 'Regular' ? 'Actions' : v === 'Trigger' ? 'Triggers' : 'All'}
            </button>
          ))}
        </div>
      )}
      <div className="node-creator__search">
        <Icon name="search" size={15} />
        <input
          ref={search}
          className="node-creator__input"
          placeholder="Search nodes…"
          aria-label="Search nodes"
          value={state.search}
          onChange={(e) => setState((s) => ({ ...s, search: e.target.value }))}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(rows.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && rows[active]) {
              e.preventDefault();
              choose(rows[active]);
            } else if (e.key === 'Escape') {
              if (state.history.length > 1) setState(m.popPage);
              else close();
            } else if (e.key === 'ArrowLeft' && !state.search && state.history.length > 1) setState(m.popPage);
          }}
        />
      </div>
      <ul className="node-creator__list" role="listbox" aria-label={title}>
        {rows.length === 0 && !(state.search && community.status !== 'idle') && (
          <li className="node-creator__empty">
            {state.search ? (
              <>No nodes match “{state.search}”. Try another word, or look under All.</>
            ) : typesState.loaded ? (
              'Nothing here yet.'
            ) : (
              'Loading nodes…'
            )}
          </li>
        )}
        {rows.map((row, i) => {
          const key =
            row.kind === 'type' ? row.desc.name : row.kind === 'action' ? `${row.desc.name}:${row.label}` : row.name;
          return (
            <li key={key} role="option" aria-selected={i === active}>
              <button
                type="button"
                className={`creator-item${i === active ? ' creator-item--active' : ''}`}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(row)}
                data-testid="node-creator-item"
                data-node-type={row.kind === 'type' ? row.desc.name : undefined}
              >
                {row.kind === 'type' || row.kind === 'action' ? (
                  <span className="creator-item__icon">
                    {row.kind === 'action' ? (
                      <Icon name="chevronRight" size={14} />
                    ) : (
                      <NodeIcon desc={row.desc} type={row.desc.name} size={24} />
                    )}
                  </span>
                ) : (
                  <span className="creator-item__icon creator-item__icon--cat">
                    <Icon
                      name={row.kind === 'category' ? (CATEGORY_INFO[row.name]?.icon ?? 'box') : 'workflow'}
                      size={16}
                    />
                  </span>
                )}
                <span className="creator-item__text">
                  <span className="creator-item__name">
                    {row.kind === 'type' ? row.desc.displayName : row.kind === 'action' ? row.label : row.name}
                  </span>
                  <span className="creator-item__desc">
                    {row.kind === 'type'
                      ? (row.desc.description ?? '')
                      : row.kind === 'action'
                        ? (row.description ?? '')
                        : row.kind === 'category'
                          ? (CATEGORY_INFO[row.name]?.text ?? '')
                          : ''}
                  </span>
                </span>
                {(row.kind === 'category' ||
                  row.kind === 'subcategory' ||
                  (row.kind === 'type' && !page.nodeType && m.actionsOf(row.desc).length > 0)) && (
                  <Icon name="chevronRight" size={14} />
                )}
              </button>
            </li>
          );
        })}
        {rows.length === 0 && state.search && community.status !== 'idle' ? (
          <li className="node-creator__empty node-creator__empty--compact">
            {t('communitySearch.noBuiltIn', { q: state.search.trim() })}
          </li>
        ) : null}
        <CommunitySection search={community} query={state.search} onChoose={chooseCommunity} />
      </ul>
      <CommunityInstallConfirm
        pkg={confirming}
        onCancel={() => setConfirming(null)}
        onInstalled={(pkg) => void installed(pkg)}
      />
    </aside>
  );
}
