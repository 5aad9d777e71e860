import { memo, useState } from 'react';
import { t } from '../i18n';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { Icon } from '../components/ui/Icon';
import type { NodeRunStatus } from '../stores/executions-run/state';
import type { Dirtiness } from '../stores/executions-run/stale';
import { NodeIcon } from './NodeIcon';
import type { OutputInfo } from './node-info';
import { handleId, type SubNodeInput } from './sub-nodes';

/** What a workflow node on the canvas shows. */
export interface WorkflowNodeData extends Record<string, unknown> {
  node: WorkflowNode;
  desc: NodeTypeDescription | undefined;
  status: NodeRunStatus;
  /** Why the node's run data is out of date, when `status` is 'stale'. */
  staleReason?: Dirtiness;
  pinned: boolean;
  issues: string[];
  outputs: OutputInfo[];
  inputs: number;
  subtitle: string;
  isTrigger: boolean;
  readOnly: boolean;
  /** Output indexes that have a connection. */
  connectedOutputs: number[];
  /** Sub-node inputs drawn under a root node (an agent's Chat Model, Memory, Tool…). */
  subInputs: SubNodeInput[];
  /** Connections into each sub-node input, by `type-index`. */
  subTaken: Record<string, number>;
  /** The connection type a sub-node supplies (drawn round, its handle on top). */
  subOutput?: string;
  /** Node toolbar actions. */
  onRunTo?(name: string): void;
  onToggle?(id: string): void;
  onDelete?(id: string): void;
  onOpenCreator?(from: { nodeId: string; output: number }): void;
  /** Opens the node creator for a sub-node input ("+" under it). */
  onOpenSubCreator?(to: { nodeId: string; type: string; index: number }): void;
}

export type WorkflowFlowNode = Node<WorkflowNodeData, 'workflowNode'>;

/** Height of a node's box (outputs spread along it). */
export const NODE_SIZE = 88;

/** Width of a root node's box: room for each sub-node input under it. */
export function rootNodeWidth(subInputs: number): number {
  return Math.max(NODE_SIZE * 2, subInputs * 100);
}

function handleTop(i: number, count: number): string {
  return `${((i + 1) / (count + 1)) * 100}%`;
}

/** The stale badge's text: the node's own configuration changed, or something it depends on did. */
function staleTitle(reason: Dirtiness | undefined): string {
  return reason === 'upstream-dirty' || reason === 'pinned-data-updated'
    ? "Changes elsewhere in the workflow may change this node's output when it runs again"
    : 'Node configuration changed: its output may change when it runs again';
}

function statusLabel(data: WorkflowNodeData): string {
  if (data.node.disabled) return 'disabled';
  if (data.status === 'running') return 'running';
  if (data.status === 'error' || data.issues.length) return data.status === 'error' ? 'error' : 'issues';
  if (data.status === 'success') return 'success';
  if (data.status === 'stale') return 'stale';
  if (data.pinned) return 'pinned';
  return 'idle';
}

/** A workflow node: icon, name, subtitle, state badges and its input and output handles. */
export const WorkflowNodeView = memo(function WorkflowNodeView({ data, selected }: NodeProps<WorkflowFlowNode>) {
  const { node, desc, status, pinned, issues, outputs, inputs, subtitle, isTrigger, readOnly, subInputs, subOutput } =
    data;
  const state = statusLabel(data);
  const root = subInputs.length > 0;
  const shape = subOutput ? ' wnode--sub' : root ? ' wnode--root' : '';
  // The toolbar is only built for the node under the pointer or focus (cheap with 500 nodes).
  const [active, setActive] = useState(false);
  return (
    <div
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      className={`wnode wnode--${state}${selected ? ' wnode--selected' : ''}${isTrigger ? ' wnode--trigger' : ''}${shape}`}
      style={root ? { width: rootNodeWidth(subInputs.length) } : undefined}
      data-testid="canvas-node"
      data-node-name={node.name}
      data-status={state}
      title={desc?.displayName ?? node.type}
    >
      {!readOnly && active && (
        <div className="wnode__toolbar nodrag" role="toolbar" aria-label={`${node.name} actions`}>
          <button
            type="button"
            className="wnode__tool"
            aria-label="Execute up to this node"
            title="Execute up to this node"
            onClick={() => data.onRunTo?.(node.name)}
          >
            <Icon name="play" size={12} />
          </button>
          <button
            type="button"
            className="wnode__tool"
            aria-label={node.disabled ? 'Enable node' : 'Disable node'}
            title={node.disabled ? 'Enable (D)' : 'Disable (D)'}
            onClick={() => data.onToggle?.(node.id)}
          >
            <Icon name="power" size={12} />
          </button>
          <button
            type="button"
            className="wnode__tool"
            aria-label="Delete node"
            title="Delete (Del)"
            onClick={() => data.onDelete?.(node.id)}
          >
            <Icon name="trash" size={12} />
          </button>
        </div>
      )}
      <div className="wnode__box">
        {subOutput && (
          <Handle
            type="source"
            position={Position.Top}
            id={handleId('out', subOutput, 0)}
            className="whandle whandle--sub-out"
            data-testid="sub-node-output"
            data-connection-type={subOutput}
          />
        )}
        {subInputs.map((slot, i) => {
          const taken = data.subTaken[`${slot.type}-${slot.index}`] ?? 0;
          const full = slot.maxConnections !== undefined && taken >= slot.maxConnections;
          const left = `${((i + 1) / (subInputs.length + 1)) * 100}%`;
          return (
            <Handle
              key={`${slot.type}-${slot.index}`}
              type="target"
              position={Position.Bottom}
              id={handleId('in', slot.type, slot.index)}
              style={{ left }}
              isConnectableEnd={!full}
              className={`whandle whandle--sub-in${slot.required && taken === 0 ? ' whandle--required' : ''}`}
              data-testid="sub-node-input"
              data-connection-type={slot.type}
              data-label={slot.label}
            >
              <span
                className={`whandle__sub-label${slot.required && taken === 0 ? ' whandle__sub-label--required' : ''}`}
              >
                {slot.label}
                {slot.required && <span aria-label="required"> *</span>}
              </span>
              {!readOnly && !full && (
                <button
                  type="button"
                  className="whandle__sub-add nodrag"
                  aria-label={t('subNodes.addTo', { label: slot.label, node: node.name })}
                  title={t('subNodes.add', { label: slot.label })}
                  onClick={(e) => {
                    e.stopPropagation();
                    data.onOpenSubCreator?.({ nodeId: node.id, type: slot.type, index: slot.index });
                  }}
                >
                  <Icon name="plus" size={12} />
                </button>
              )}
            </Handle>
          );
        })}
        {Array.from({ length: inputs }, (_, i) => (
          <Handle
            key={`in${i}`}
            type="target"
            position={Position.Left}
            id={`in-${i}`}
            style={{ top: handleTop(i, inputs) }}
            className="whandle whandle--in"
          />
        ))}
        <NodeIcon desc={desc} type={node.type} size={root ? 32 : 36} />
        {root && (
          <div className="wnode__inline-label">
            <div className="wnode__name">{node.name}</div>
            {node.disabled ? (
              <div className="wnode__subtitle">(Deactivated)</div>
            ) : subtitle ? (
              <div className="wnode__subtitle">{subtitle}</div>
            ) : null}
          </div>
        )}
        {outputs.map((o) => (
          <Handle
            key={`out${o.index}`}
            type="source"
            position={Position.Right}
            id={`out-${o.index}`}
            style={{ top: handleTop(o.index, outputs.length) }}
            className={`whandle whandle--out${o.error ? ' whandle--error' : ''}`}
          >
            {o.label && <span className={`whandle__label${o.error ? ' whandle__label--error' : ''}`}>{o.label}</span>}
            {!readOnly && !data.connectedOutputs.includes(o.index) && (
              <button
                type="button"
                className="whandle__add nodrag"
                aria-label={`Add a node after ${node.name}${o.label ? ` (${o.label})` : ''}`}
                title="Add node"
                onClick={(e) => {
                  e.stopPropagation();
                  data.onOpenCreator?.({ nodeId: node.id, output: o.index });
                }}
              >
                <Icon name="plus" size={12} />
              </button>
            )}
          </Handle>
        ))}
        <div className="wnode__badges">
          {status === 'running' && <span className="spinner" aria-label="Running" />}
          {status === 'success' && !node.disabled && (
            <span className="wbadge wbadge--success" aria-label="Succeeded">
              <Icon name="check" size={12} />
            </span>
          )}
          {status === 'stale' && !node.disabled && (
            <span
              className="wbadge wbadge--warning"
              role="img"
              aria-label={staleTitle(data.staleReason)}
              title={staleTitle(data.staleReason)}
              data-testid="node-stale"
              data-reason={data.staleReason}
            >
              <Icon name="alert" size={11} />
            </span>
          )}
          {pinned && (
            <span className="wbadge wbadge--pinned" aria-label="Pinned data">
              <Icon name="pin" size={11} />
            </span>
          )}
          {issues.length > 0 && (
            <Tooltip.Root delayDuration={150}>
              <Tooltip.Trigger asChild>
                <span
                  className={`wbadge wbadge--${status === 'error' ? 'error' : 'warning'}`}
                  tabIndex={0}
                  role="img"
                  aria-label={`Issues: ${issues.join(' ')}`}
                  data-testid="node-issues"
                >
                  <Icon name="alert" size={11} />
                </span>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content className="tooltip" side="top" sideOffset={6}>
                  <strong>Issues</strong>
                  <ul className="wnode__issues">
                    {issues.map((i) => (
                      <li key={i}>{i}</li>
                    ))}
                  </ul>
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          )}
        </div>
        {node.disabled && <div className="wnode__strike" aria-hidden />}
      </div>
      {!root && (
        <div className="wnode__label">
          <div className="wnode__name">{node.name}</div>
          {node.disabled ? (
            <div className="wnode__subtitle">(Deactivated)</div>
          ) : subtitle ? (
            <div className="wnode__subtitle">{subtitle}</div>
          ) : null}
        </div>
      )}
    </div>
  );
});
