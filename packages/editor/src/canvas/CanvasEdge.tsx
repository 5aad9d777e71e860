import { memo } from 'react';
import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  getSmoothStepPath,
  type Edge,
  type EdgeProps,
} from '@xyflow/react';
import { Icon } from '../components/ui/Icon';
import { useCanvasUi } from './ui-store';

export interface CanvasEdgeData extends Record<string, unknown> {
  /** Items that went through it in the last run (null: no run). */
  count: number | null;
  success: boolean;
  readOnly: boolean;
  /** A sub-node connection (a chat model, a tool… to its root node): nothing can be inserted on it. */
  sub?: boolean;
  onInsert?(key: string): void;
  onDelete?(key: string): void;
}

export type CanvasFlowEdge = Edge<CanvasEdgeData, 'canvasEdge'>;

/** A connection: item count after a run, and '+' (insert a node) and delete on hover. */
export const CanvasEdge = memo(function CanvasEdge(props: EdgeProps<CanvasFlowEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd } = props;
  const backwards = !data?.sub && targetX < sourceX;
  const [path, labelX, labelY] = backwards
    ? getSmoothStepPath({
        sourceX,
        sourceY,
        targetX,
        targetY,
        sourcePosition,
        targetPosition,
        borderRadius: 12,
        offset: 24,
      })
    : getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const hasRun = data?.count !== null && data?.count !== undefined;
  const hovered = useCanvasUi((s) => s.hoveredEdge === id);
  const showActions = !data?.readOnly && (hovered || selected);
  const showCount = hasRun && data.count! > 0;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        className={`cedge${hasRun && data.success ? ' cedge--run' : ''}${selected ? ' cedge--selected' : ''}`}
        interactionWidth={18}
      />
      {(showActions || showCount) && (
        <EdgeLabelRenderer>
          <div
            className="cedge__label nodrag nopan"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            onMouseEnter={() => useCanvasUi.getState().setHoveredEdge(id)}
            onMouseLeave={() =>
              useCanvasUi.getState().hoveredEdge === id && useCanvasUi.getState().setHoveredEdge(null)
            }
          >
            {showCount && (
              <span className="cedge__count" data-testid="edge-item-count">
                {data.count} {data.count === 1 ? 'item' : 'items'}
              </span>
            )}
            {showActions && (
              <span className="cedge__actions">
                {!data?.sub && (
                  <button
                    type="button"
                    className="cedge__btn"
                    aria-label="Add a node on this connection"
                    title="Add node"
                    onClick={() => data?.onInsert?.(id)}
                  >
                    <Icon name="plus" size={12} />
                  </button>
                )}
                <button
                  type="button"
                  className="cedge__btn"
                  aria-label="Delete this connection"
                  title="Delete connection"
                  onClick={() => data?.onDelete?.(id)}
                >
                  <Icon name="trash" size={12} />
                </button>
              </span>
            )}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
});
