import type { OnErrorSetting, WorkflowNode } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNdvNode } from '../panels/use-ndv-node';
import { t } from '../../i18n';

/** Default retry values (n8n's): 3 tries, 1000 ms between them. */
export const DEFAULT_MAX_TRIES = 3;
export const DEFAULT_WAIT_BETWEEN_TRIES = 1000;

function Toggle({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <div className="ndv-setting">
      <div className="ndv-setting__text">
        <label htmlFor={id} className="ndv-setting__label">
          {label}
        </label>
        <div className="ndv-setting__hint">{hint}</div>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className={`ndv-switch${checked ? ' is-on' : ''}`}
        onClick={() => onChange(!checked)}
        data-testid={`ndv-setting-${id.replace('ndv-set-', '')}`}
      >
        <span className="ndv-switch__thumb" />
      </button>
    </div>
  );
}

/**
 * The Settings tab: always output data, execute once, retry on fail (max tries, wait between
 * tries), on error, notes and 'display note in flow'. Each change writes the node's field through
 * `useWorkflowStore.updateNode`. Props: `nodeId`, `readOnly`.
 */
export function NodeSettings({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const { node } = useNdvNode(nodeId);
  if (!node) return null;
  const patch = (p: Partial<WorkflowNode>) => useWorkflowStore.getState().updateNode(nodeId, p);
  const onError: OnErrorSetting = node.onError ?? (node.continueOnFail ? 'continueRegularOutput' : 'stopWorkflow');
  return (
    <div className="ndv-settings" data-testid="ndv-settings">
      <Toggle
        id="ndv-set-alwaysOutputData"
        label={t('nodeSettings.alwaysOutputData.displayName')}
        hint={t('nodeSettings.alwaysOutputData.description')}
        checked={!!node.alwaysOutputData}
        disabled={readOnly}
        onChange={(v) => patch({ alwaysOutputData: v || undefined })}
      />
      <Toggle
        id="ndv-set-executeOnce"
        label={t('nodeSettings.executeOnce.displayName')}
        hint={t('nodeSettings.executeOnce.description')}
        checked={!!node.executeOnce}
        disabled={readOnly}
        onChange={(v) => patch({ executeOnce: v || undefined })}
      />
      <Toggle
        id="ndv-set-retryOnFail"
        label={t('nodeSettings.retryOnFail.displayName')}
        hint={t('nodeSettings.retryOnFail.description')}
        checked={!!node.retryOnFail}
        disabled={readOnly}
        onChange={(v) => patch({ retryOnFail: v || undefined })}
      />
      {node.retryOnFail && (
        <div className="ndv-setting-group">
          <label className="ndv-field">
            <span className="ndv-setting__label">{t('nodeSettings.maxTries.displayName')}</span>
            <input
              className="input"
              type="number"
              min={2}
              max={5}
              step={1}
              disabled={readOnly}
              value={node.maxTries ?? DEFAULT_MAX_TRIES}
              onChange={(e) => patch({ maxTries: clamp(Math.round(Number(e.target.value)), 2, 5) })}
              data-testid="ndv-setting-maxTries"
            />
          </label>
          <label className="ndv-field">
            <span className="ndv-setting__label">{t('nodeSettings.waitBetweenTries.displayName')}</span>
            <input
              className="input"
              type="number"
              min={0}
              max={5000}
              step={100}
              disabled={readOnly}
              value={node.waitBetweenTries ?? DEFAULT_WAIT_BETWEEN_TRIES}
              onChange={(e) => patch({ waitBetweenTries: clamp(Math.round(Number(e.target.value)), 0, 5000) })}
              data-testid="ndv-setting-waitBetweenTries"
            />
          </label>
        </div>
      )}
      <label className="ndv-field">
        <span className="ndv-setting__label">{t('nodeSettings.onError.displayName')}</span>
        <select
          className="select"
          disabled={readOnly}
          value={onError}
          onChange={(e) => patch({ onError: e.target.value as OnErrorSetting, continueOnFail: undefined })}
          data-testid="ndv-setting-onError"
        >
          <option value="stopWorkflow">{t('nodeSettings.onError.options.stopWorkflow.displayName')}</option>
          <option value="continueRegularOutput">
            {t('nodeSettings.onError.options.continueRegularOutput.displayName')}
          </option>
          <option value="continueErrorOutput">
            {t('nodeSettings.onError.options.continueErrorOutput.displayName')}
          </option>
        </select>
        <span className="ndv-setting__hint">{t('nodeSettings.onError.description')}</span>
      </label>
      <label className="ndv-field">
        <span className="ndv-setting__label">{t('nodeSettings.notes.displayName')}</span>
        <textarea
          className="textarea"
          rows={4}
          disabled={readOnly}
          value={node.notes ?? ''}
          onChange={(e) => patch({ notes: e.target.value || undefined })}
          placeholder={t('nodeSettings.notes.placeholder')}
          data-testid="ndv-setting-notes"
        />
      </label>
      <Toggle
        id="ndv-set-notesInFlow"
        label={t('nodeSettings.notesInFlow.displayName')}
        hint={t('nodeSettings.notesInFlow.description')}
        checked={!!node.notesInFlow}
        disabled={readOnly}
        onChange={(v) => patch({ notesInFlow: v || undefined })}
      />
    </div>
  );
}

function clamp(n: number, min: number, max: number): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}
