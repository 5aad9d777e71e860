/**
 * Moves the node details view along the workflow: the open node's parents on the left of the
 * top bar, its children on the right, each a button with the node's icon and name. Alt+Shift+←
 * opens the first parent and Alt+Shift+→ the first child (handled by the view, `navigationKey`).
 *
 * Props: `nodeId` (the open node).
 */
import { useMemo } from 'react';
import { NodeIcon } from '../../canvas/NodeIcon';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { useNdvStore } from '../../stores/ndv/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { nodeNeighbours } from './neighbours';

/** How many neighbours show on each side; the rest are in the first button's list of names. */
const SHOWN = 3;

/** Which neighbour a key press opens, or undefined when the key is not a navigation key. */
export function navigationKey(e: {
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): 'parent' | 'child' | undefined {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return undefined;
  if (e.key === 'ArrowLeft') return 'parent';
  if (e.key === 'ArrowRight') return 'child';
  return undefined;
}

/** Opens the first parent or child of a node, if it has one; answers whether it did. */
export function openNeighbour(nodeId: string, which: 'parent' | 'child'): boolean {
  const { parents, children } = nodeNeighbours(useWorkflowStore.getState().workflow, nodeId);
  const next = which === 'parent' ? parents[0] : children[0];
  if (next) useNdvStore.getState().open(next);
  return !!next;
}

function NeighbourButton({ id, side, first }: { id: string; side: 'parent' | 'child'; first: boolean }) {
  const node = useWorkflowStore((s) => s.workflow.nodes[id]);
  const desc = useNodeTypesStore((s) => (node ? s.get(node.type, node.typeVersion) : undefined));
  if (!node) return null;
  const title =
    t(side === 'parent' ? 'ndv.navigation.openParent' : 'ndv.navigation.openChild', { name: node.name }) +
    (first ? ` (${t(side === 'parent' ? 'ndv.navigation.parentShortcut' : 'ndv.navigation.childShortcut')})` : '');
  return (
    <button
      type="button"
      className={`ndv-nav__node ndv-nav__node--${side}`}
      onClick={() => useNdvStore.getState().open(id)}
      title={title}
      aria-label={title}
      data-testid={`ndv-nav-${side}`}
      data-node-name={node.name}
    >
      {side === 'parent' && <Icon name="chevronLeft" size={12} />}
      <NodeIcon desc={desc} type={node.type} size={16} />
      <span className="ndv-nav__name">{node.name}</span>
      {side === 'child' && <Icon name="chevronRight" size={12} />}
    </button>
  );
}

function Side({ ids, side }: { ids: string[]; side: 'parent' | 'child' }) {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  if (ids.length === 0) return null;
  const hidden = ids.slice(SHOWN);
  return (
    <div
      className={`ndv-nav ndv-nav--${side}`}
      role="group"
      aria-label={t(side === 'parent' ? 'ndv.navigation.parents' : 'ndv.navigation.children')}
    >
      {ids.slice(0, SHOWN).map((id, i) => (
        <NeighbourButton key={id} id={id} side={side} first={i === 0} />
      ))}
      {hidden.length > 0 && (
        <span className="ndv-nav__more" title={hidden.map((id) => nodes[id]?.name ?? id).join(', ')}>
          {t('ndv.navigation.more', { count: hidden.length })}
        </span>
      )}
    </div>
  );
}

/** The parents and children of the open node, as buttons for the top bar. */
export function NodeNavigation({ nodeId, side }: { nodeId: string; side: 'parent' | 'child' }) {
  const nodes = useWorkflowStore((s) => s.workflow.nodes);
  const connections = useWorkflowStore((s) => s.workflow.connections);
  const neighbours = useMemo(() => nodeNeighbours({ nodes, connections }, nodeId), [nodes, connections, nodeId]);
  return <Side ids={side === 'parent' ? neighbours.parents : neighbours.children} side={side} />;
}
