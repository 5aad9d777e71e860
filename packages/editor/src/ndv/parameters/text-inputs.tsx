/**
 * Text-like parameter inputs: strings (one line, text areas by rows, the
 * password field, the code, JSON, SQL and HTML editors, each with its edit dialog) and JSON.
 */
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { t } from '../../i18n';
import { CodeEditor, DIALOGS, HtmlField, SuspenseDialog } from './lazy-editors';
import { useParams } from './context';
import { expressionFromTyped, isResourceLocatorValue } from './expression-switch';
import { requestExpressionFocus } from '../expressions/focus-request';
import type { ParameterInputProps } from './input-props';
import { isMultiline, singleLineDisplay } from './values';

/** A string parameter: a single-line input, a text area, or the editor its typeOptions name. */
export function StringInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  // A resource locator value where a version expects a plain id (an n8n export of Execute Workflow 1.1 from a newer n8n) shows its id.
  const text =
    typeof value === 'string'
      ? value
      : isResourceLocatorValue(value)
        ? String(value.value ?? '')
        : value === undefined || value === null
          ? ''
          : String(value);
  const editor = parameter.typeOptions?.editor as string | undefined;
  const [dialog, setDialog] = useState(false);
  const { values } = useParams();
  const label = parameter.displayName;
  // Typing `{{` into a fixed text switches to expression mode, braces closed, the editor taking the focus.
  const emit = (next: string) => {
    const switched = expressionFromTyped(text, next);
    if (switched) requestExpressionFocus(switched.cursor);
    onChange(switched ? switched.value : next);
  };
  // `jsEditor` is plain JavaScript (the LangChain Code node's): the same editor, all items in scope.
  if (editor === 'codeNodeEditor' || editor === 'jsEditor') {
    const mode =
      editor === 'codeNodeEditor' && values.mode === 'runOnceForEachItem' ? 'runOnceForEachItem' : 'runOnceForAllItems';
    return (
      <div className="ndvp-code">
        <CodeEditor
          value={text}
          onChange={onChange}
          mode={mode}
          language={parameter.typeOptions?.editorLanguage === 'json' ? 'json' : 'javaScript'}
          readOnly={disabled || parameter.typeOptions?.editorIsReadOnly === true}
        />
      </div>
    );
  }
  const rows = typeof parameter.typeOptions?.rows === 'number' ? parameter.typeOptions.rows : 1;
  if (editor === 'htmlEditor') {
    return (
      <div className="ndvp-textarea-wrap ndvp-code">
        <HtmlField html={text} onValueChanged={onChange} isReadOnly={disabled} rows={rows} />
        <Button
          variant="ghost"
          size="sm"
          icon="external"
          className="ndvp-open-editor"
          aria-label={t('parameterInput.openHtmlEditor', { name: label })}
          title={t('parameterInput.openEditor')}
          onClick={() => setDialog(true)}
        />
        {dialog && (
          <SuspenseDialog>
            <DIALOGS.HtmlEditorDialog
              open
              value={text}
              title={t('textEdit.title', { name: label })}
              readOnly={disabled}
              onChange={onChange}
              onClose={() => setDialog(false)}
            />
          </SuspenseDialog>
        )}
      </div>
    );
  }
  if (isMultiline(parameter) || editor === 'json' || editor === 'sqlEditor') {
    return (
      <div className="ndvp-textarea-wrap">
        <textarea
          id={id}
          className={`textarea${editor ? ' ndvp-mono' : ''}`}
          rows={Math.max(rows, editor ? 6 : 2)}
          value={text}
          placeholder={parameter.placeholder}
          disabled={disabled}
          aria-describedby={describedBy}
          spellCheck={!editor}
          onChange={(e) => emit(e.target.value)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon="external"
          className="ndvp-open-editor"
          aria-label={t('parameterInput.openTextEditor', { name: label })}
          title={t('parameterInput.openEditor')}
          onClick={() => setDialog(true)}
        />
        {dialog && (
          <SuspenseDialog>
            {editor ? (
              <DIALOGS.CodeEditDialog
                open
                value={text}
                parameterName={label}
                language={editor === 'json' ? 'json' : 'javaScript'}
                readOnly={disabled}
                onChange={onChange}
                onClose={() => setDialog(false)}
              />
            ) : (
              <DIALOGS.TextEditDialog
                open
                value={text}
                label={label}
                readOnly={disabled}
                onChange={onChange}
                onClose={() => setDialog(false)}
              />
            )}
          </SuspenseDialog>
        )}
      </div>
    );
  }
  const password = !!parameter.typeOptions?.password;
  const hasNewline = text.includes('\n');
  return (
    <>
      <input
        id={id}
        className="input"
        type={password ? 'password' : 'text'}
        autoComplete={password ? 'new-password' : 'off'}
        value={hasNewline ? singleLineDisplay(text) : text}
        readOnly={hasNewline}
        placeholder={parameter.placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        onFocus={() => hasNewline && setDialog(true)}
        onChange={(e) => emit(e.target.value)}
      />
      {dialog && (
        <SuspenseDialog>
          <DIALOGS.TextEditDialog
            open
            value={text}
            label={label}
            readOnly={disabled}
            onChange={onChange}
            onClose={() => setDialog(false)}
          />
        </SuspenseDialog>
      )}
    </>
  );
}

/** A json parameter: a monospace text area with the JSON edit dialog (opened on focus with alwaysOpenEditWindow). */
export function JsonInput({ parameter, value, onChange, id, disabled, describedBy }: ParameterInputProps) {
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
  const [dialog, setDialog] = useState(false);
  const rows = typeof parameter.typeOptions?.rows === 'number' ? parameter.typeOptions.rows : 5;
  return (
    <div className="ndvp-textarea-wrap">
      <textarea
        id={id}
        className="textarea ndvp-mono"
        rows={Math.max(2, rows)}
        value={text}
        disabled={disabled}
        spellCheck={false}
        aria-describedby={describedBy}
        onFocus={() => parameter.typeOptions?.alwaysOpenEditWindow && setDialog(true)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        variant="ghost"
        size="sm"
        icon="external"
        className="ndvp-open-editor"
        aria-label={t('parameterInput.openJsonEditor', { name: parameter.displayName })}
        title={t('parameterInput.openEditor')}
        onClick={() => setDialog(true)}
      />
      {dialog && (
        <SuspenseDialog>
          <DIALOGS.CodeEditDialog
            open
            value={text}
            parameterName={parameter.displayName}
            language="json"
            readOnly={disabled}
            onChange={onChange}
            onClose={() => setDialog(false)}
          />
        </SuspenseDialog>
      )}
    </div>
  );
}
