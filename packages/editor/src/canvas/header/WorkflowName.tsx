import { useEffect, useRef, useState } from 'react';
import { MAX_WORKFLOW_NAME_LENGTH } from '../../stores/workflow/model';

/** The workflow's name, renamed inline: Enter or leaving saves, Escape cancels. */
export function WorkflowName({
  name,
  readOnly,
  onRename,
}: {
  name: string;
  readOnly: boolean;
  onRename(name: string): void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);
  if (!editing) {
    return (
      <button
        type="button"
        className="wf-name"
        disabled={readOnly}
        onClick={() => (setDraft(name), setEditing(true))}
        title={readOnly ? name : 'Rename workflow'}
        data-testid="workflow-name"
      >
        {name}
      </button>
    );
  }
  const commit = () => {
    setEditing(false);
    if (draft.trim() && draft.trim() !== name) onRename(draft);
  };
  return (
    <input
      ref={input}
      className="input wf-name__input"
      aria-label="Workflow name"
      value={draft}
      maxLength={MAX_WORKFLOW_NAME_LENGTH}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setEditing(false);
      }}
      data-testid="workflow-name-input"
    />
  );
}
