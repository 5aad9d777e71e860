import { useCallback, useMemo, useState } from 'react';
import type { Item } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { useRunStore } from '../../stores/executions-run/store';
import { useNodeDirtiness } from '../../stores/executions-run/use-dirtiness';
import { itemCountLabel, nodeItems } from '../../stores/ndv/state';
import { useNdvStore } from '../../stores/ndv/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { outputsOf } from '../../canvas/node-info';
import { tryPinData } from '../../canvas/pin-data';
import { RunDataView } from '../run-data/RunDataView';
import { pairedHighlight } from '../run-data/paired-items';
import { PinDataEditor } from './PinDataEditor';
import { NodeErrorView } from './NodeErrorView';
import { RunSelector } from './RunSelector';
import { ListeningState } from '../webhooks/ListeningState';
import { hasTriggerWebhooks } from '../webhooks/node-webhooks';
import { TestEventButton } from '../webhooks/TestEventButton';
import { useNodeWebhooks } from '../webhooks/use-node-webhooks';
import { useNdvNode } from './use-ndv-node';
import { CORE_NODE_TYPES } from '@weft/workflow';

/**
 * The output panel (right): run selector, output branch tabs (If true/false, Switch outputs,
 * error output) with item counts, search, the display modes, and pin / unpin / edit of the
 * node's output. Props: `nodeId`, `readOnly`.
 */
export function OutputPanel({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const { node, desc } = useNdvNode(nodeId);
  const runData = useRunStore((s) => s.runData);
  const waiting = useRunStore((s) => s.waitingForWebhook);
  const webhooks = useNodeWebhooks(nodeId, node, desc);
  const executing = useRunStore((s) => (node ? s.executingNodes.includes(node.name) : false));
  const dirtiness = useNodeDirtiness();
  const pinData = useWorkflowStore((s) => s.workflow.pinData);
  const runIndex = useNdvStore((s) => s.outputRunIndex);
  const branch = useNdvStore((s) => s.outputBranch);
  const mode = useNdvStore((s) => s.outputMode);
  const search = useNdvStore((s) => s.outputSearch);
  const editing = useNdvStore((s) => s.editingPinData);
  const store = useNdvStore.getState();
  const [countSlot, setCountSlot] = useState<HTMLElement | null>(null);
  const name = node?.name ?? '';
  const webhook = hasTriggerWebhooks(desc);
  const pinned = pinData[name];
  const runs = runData?.[name] ?? [];
  const shownRun = Math.min(runIndex, Math.max(0, runs.length - 1));
  const run = runs[shownRun];
  const outputs = node ? outputsOf(node, desc) : [];
  const current = Math.min(branch, Math.max(0, outputs.length - 1));
  // A saved execution may keep only the first items of a large output (WEFT_EXECUTIONS_DATA_MAX_ITEMS).
  const capped = pinned
    ? undefined
    : run?.itemsCapped?.find((c) => c.connectionType === 'main' && c.output === current);
  // Pairing is known only for real run output: pinned items have no pairedItem links.
  const pairable = !!node && !pinned && !!run;
  const hoveredInput = useNdvStore((s) => s.hoveringItem);
  const highlighted = useMemo(
    () =>
      pairable
        ? pairedHighlight(runData, 'output', { nodeName: name, runIndex: shownRun, outputIndex: current }, hoveredInput)
        : null,
    [pairable, runData, name, shownRun, current, hoveredInput],
  );
  const onHoverItem = useCallback(
    (itemIndex: number | null) =>
      useNdvStore
        .getState()
        .setHoveringItem(
          'output',
          itemIndex === null || !pairable
            ? null
            : { nodeName: name, runIndex: shownRun, outputIndex: current, itemIndex },
        ),
    [pairable, name, shownRun, current],
  );
  if (!node) return null;
  // The output was made before the node (or what feeds it) changed: say so, as n8n does.
  const stale = readOnly ? undefined : dirtiness[name];
  const items = nodeItems({ runData, pinData, nodeName: name, runIndex: shownRun, output: pinned ? 0 : current });
  const lastItems: Item[] | undefined = run?.data?.main?.[0] ?? undefined;

  const pinCurrent = () => {
    const source = items ?? [];
    tryPinData(
      name,
      source.map((i) => ({ json: i.json, ...(i.binary ? { binary: i.binary } : {}) })),
    );
  };

  // In a narrow output panel the actions keep their icons and names (aria-label, tooltip) and
  // drop the visible label (CSS container query), so the header stays on one line.
  const label = (text: string) => <span className="ndv-action-label">{text}</span>;
  const actions = !readOnly && !editing && (
    <div className="ndv-panel__actions">
      {pinned ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            icon="edit"
            onClick={() => store.setEditingPinData(true)}
            data-testid="ndv-pin-edit"
            aria-label={t('ndv.output.edit')}
            title={t('ndv.output.edit.tooltip')}
          >
            {label(t('ndv.output.edit'))}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon="pin"
            onClick={() => useWorkflowStore.getState().unpinData(name)}
            data-testid="ndv-unpin"
            aria-pressed
            aria-label={t('ndv.pinData.unpin')}
          >
            {label(t('ndv.pinData.unpin'))}
          </Button>
        </>
      ) : (
        <>
          <Button
            size="sm"
            variant="ghost"
            icon="edit"
            onClick={() => store.setEditingPinData(true)}
            data-testid="ndv-pin-edit"
            aria-label={t('ndv.output.edit')}
            title={t('ndv.output.edit.tooltip')}
          >
            {label(t('ndv.output.edit'))}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon="pin"
            disabled={!items?.length}
            onClick={pinCurrent}
            data-testid="ndv-pin"
            aria-label={t('ndv.pinData.pin')}
            title={items?.length ? t('ndv.pinData.pin.tooltip') : t('ndv.pinData.pin.tooltipNoData')}
          >
            {label(t('ndv.pinData.pin'))}
          </Button>
        </>
      )}
    </div>
  );

  const toolbar = (
    <>
      <div className="ndv-panel__head">
        <h3 className="ndv-panel__title">{t('ndv.output')}</h3>
        {!pinned && (
          <RunSelector
            panel="output"
            runs={runs.length}
            value={runIndex}
            onChange={(i) => store.setRunIndex('output', i)}
          />
        )}
        <span className="ndv-panel__count" ref={setCountSlot} />
        {run && !pinned && (
          <span className="ndv-panel__meta" title={t('ndv.output.executionTime')}>
            · {t('ndv.output.executionTime.ms', { ms: run.executionTime })}
          </span>
        )}
        <span className="ndv-grow" />
        {actions}
      </div>
      {!pinned && !editing && outputs.length > 1 && run && (
        <div className="ndv-branches" role="tablist" aria-label={t('ndv.output.branch')}>
          {outputs.map((o) => {
            const count = run.data?.main?.[o.index]?.length ?? 0;
            return (
              <button
                key={o.index}
                type="button"
                role="tab"
                aria-selected={current === o.index}
                className={`ndv-branches__tab${current === o.index ? ' is-active' : ''}${o.error ? ' ndv-branches__tab--error' : ''}`}
                onClick={() => store.setOutputBranch(o.index)}
                data-testid="ndv-output-branch"
              >
                {branchLabel(o.label, o.index, desc?.name)}{' '}
                <span className="ndv-branches__count">{itemCountLabel(count)}</span>
              </button>
            );
          })}
        </div>
      )}
    </>
  );

  const empty = node.disabled ? (
    <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-output-disabled">
      <Icon name="power" size={20} />
      <strong>{t('ndv.output.disabled.title')}</strong>
      <span>{t('ndv.output.disabled.message')}</span>
    </div>
  ) : executing ? (
    <div className="ndv-data__empty ndv-data__empty--tall">
      <span className="spinner" aria-hidden />
      <strong>{t('ndv.output.executing')}</strong>
    </div>
  ) : webhook && waiting ? (
    <ListeningState views={webhooks} readOnly={readOnly} compact />
  ) : (
    <div className="ndv-data__empty ndv-data__empty--tall" data-testid="ndv-output-empty">
      <Icon name="play" size={20} />
      <strong>{t('ndv.output.noOutputData.title')}</strong>
      <span>
        {webhook
          ? readOnly
            ? t('ndv.output.noOutputData.webhook')
            : t('ndv.output.noOutputData.webhookOrMock')
          : readOnly
            ? t('ndv.output.noOutputData.execute')
            : t('ndv.output.noOutputData.executeOrMock')}
      </span>
      {!readOnly && (
        <div className="ndv-row">
          <TestEventButton
            nodeName={name}
            desc={desc}
            variant={webhook ? 'secondary' : 'primary'}
            data-testid="ndv-output-run"
          />
          <Button variant="ghost" icon="edit" onClick={() => store.setEditingPinData(true)}>
            {t('ndv.output.setMockData')}
          </Button>
        </div>
      )}
    </div>
  );

  const errorBox = run?.error && !pinned ? <NodeErrorView error={run.error} /> : null;

  return (
    <section
      className={`ndv-panel ndv-panel--output${pinned ? ' is-pinned' : ''}`}
      aria-label={t('ndv.output')}
      data-testid="ndv-output"
    >
      <RunDataView
        panel="output"
        items={run?.error && !pinned && !items?.length ? null : items}
        mode={mode}
        onModeChange={(m) => store.setMode('output', m)}
        search={search}
        onSearch={(text) => store.setSearch('output', text)}
        toolbar={toolbar}
        banner={
          pinned && !editing ? (
            <>
              <div className="ndv-banner ndv-banner--pinned" data-testid="ndv-pinned-banner">
                <Icon name="pin" size={12} /> {t('ndv.pinData.banner')}
                {!readOnly && (
                  <button
                    type="button"
                    className="ndv-link"
                    onClick={() => useWorkflowStore.getState().unpinData(name)}
                  >
                    {t('ndv.pinData.unpin')}
                  </button>
                )}
              </div>
              {stale && (
                <div className="ndv-banner ndv-banner--stale" role="status" data-testid="ndv-output-stale">
                  {t('ndv.output.staleDataWarning.pinData')}
                </div>
              )}
            </>
          ) : stale && run && !executing && !editing ? (
            <div className="ndv-banner ndv-banner--stale" role="status" data-testid="ndv-output-stale">
              <Icon name="alert" size={12} />{' '}
              {t(
                stale === 'upstream-dirty' || stale === 'pinned-data-updated'
                  ? 'ndv.output.staleDataWarning.upstream'
                  : 'ndv.output.staleDataWarning.regular',
              )}
            </div>
          ) : capped ? (
            <div className="ndv-banner ndv-banner--stale" role="status" data-testid="ndv-output-capped">
              <Icon name="alert" size={12} />{' '}
              {t('ndv.output.itemsCapped', {
                kept: capped.kept.toLocaleString(),
                total: capped.total.toLocaleString(),
              })}
            </div>
          ) : undefined
        }
        empty={errorBox ?? empty}
        countSlot={countSlot}
        hover={{ onHoverItem, highlighted }}
        override={
          editing && !readOnly ? (
            <PinDataEditor
              nodeName={name}
              initial={pinned ?? lastItems ?? items ?? undefined}
              onDone={() => store.setEditingPinData(false)}
            />
          ) : undefined
        }
      />
    </section>
  );
}

function branchLabel(label: string | undefined, index: number, type: string | undefined): string {
  if (label === 'error') return t('ndv.output.branch.error');
  if (type === CORE_NODE_TYPES.if && label === 'true') return t('ndv.output.branch.true');
  if (type === CORE_NODE_TYPES.if && label === 'false') return t('ndv.output.branch.false');
  if (type === CORE_NODE_TYPES.if && label)
    return t('ndv.output.branch.named', { name: `${label[0]!.toUpperCase()}${label.slice(1)}` });
  if (label) return type === CORE_NODE_TYPES.switch ? t('ndv.output.branch.output', { name: label }) : label;
  return t('ndv.output.branch.output', { name: index + 1 });
}
