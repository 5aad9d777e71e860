import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { DIALOGS, SuspenseDialog } from '../parameters/lazy-editors';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { showPinDataRefusal, tryPinData } from '../../canvas/pin-data';
import { checkPinData, itemCountLabel, pinDataEditorText } from '../../stores/ndv/state';
import { useWorkflowStore } from '../../stores/workflow/store';

/**
 * Edits a node's pinned output as JSON (plain textarea with live validation). Saving wraps
 * entries into {json} and refuses data that would take the workflow's
 * pinned data over 12 MiB (the other nodes' pinned data counts, this node's old data not).
 * Props: `nodeName`, `initial` (items to start from), `onDone` (closed after save or cancel).
 */
export function PinDataEditor({
  nodeName,
  initial,
  onDone,
}: {
  nodeName: string;
  initial: Parameters<typeof pinDataEditorText>[0];
  onDone(): void;
}) {
  const [text, setText] = useState(() => pinDataEditorText(initial));
  const [expanded, setExpanded] = useState(false);
  const pinData = useWorkflowStore((s) => s.workflow.pinData);
  const check = useMemo(() => checkPinData(text, pinData, nodeName), [text, pinData, nodeName]);
  const save = () => {
    if (!check.ok) {
      showPinDataRefusal(check);
      return;
    }
    // Checked again against the store's pinned data at this moment, through the one pin path.
    if (tryPinData(nodeName, check.items).ok) onDone();
  };
  return (
    <div className="ndv-pin-editor" data-testid="ndv-pin-editor">
      <div className="ndv-pin-editor__hint">
        <Icon name="info" size={13} /> {t('ndv.pinData.editor.hint')}
        <span className="ndv-grow" />
        <Button
          variant="ghost"
          size="sm"
          icon="external"
          onClick={() => setExpanded(true)}
          data-testid="ndv-pin-expand"
          title={t('ndv.pinData.editor.openTooltip')}
        >
          {t('ndv.pinData.editor.open')}
        </Button>
      </div>
      {expanded && (
        <SuspenseDialog>
          <DIALOGS.CodeEditDialog
            open
            onClose={() => setExpanded(false)}
            value={text}
            onChange={setText}
            language="json"
            title={t('ndv.pinData.editor.title', { name: nodeName })}
          />
        </SuspenseDialog>
      )}
      <textarea
        className="ndv-pin-editor__text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
        aria-label={t('ndv.pinData.editor.label')}
        aria-invalid={!check.ok}
        data-testid="ndv-pin-editor-text"
        data-ndv-keep-escape=""
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
            return;
          }
          if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
            e.preventDefault();
            save();
          }
          if (e.key === 'Tab' && !e.shiftKey) {
            e.preventDefault();
            const area = e.currentTarget;
            const { selectionStart: a, selectionEnd: b } = area;
            setText(`${text.slice(0, a)}  ${text.slice(b)}`);
            requestAnimationFrame(() => area.setSelectionRange(a + 2, a + 2));
          }
        }}
      />
      <div className="ndv-pin-editor__foot">
        {check.ok ? (
          <span className="ndv-pin-editor__ok">{itemCountLabel(check.items.length)}</span>
        ) : (
          <span className="ndv-pin-editor__error" role="alert" data-testid="ndv-pin-editor-error">
            <strong>{check.title}</strong> {check.message}
          </span>
        )}
        <span className="ndv-grow" />
        <Button variant="ghost" size="sm" onClick={onDone} data-testid="ndv-pin-cancel">
          {t('common.cancel')}
        </Button>
        <Button variant="primary" size="sm" onClick={save} disabled={!check.ok} data-testid="ndv-pin-save">
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
