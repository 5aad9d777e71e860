/**
 * The wrapper around a parameter input: label with required marker and
 * description tooltip, the options menu (reset value, refresh list, format HTML, fixed/expression),
 * the fixed/expression toggle, the mapping drop target, issues beneath the input and the hint.
 *
 * Props: `parameter`, `path` (dot path from the node's parameters), `value`, `onChange(value)`
 * (undefined deletes), `hideLabel`, `hideIssues`, `actions` (extra controls next to the label,
 * e.g. a collection option's delete button).
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { NodeProperty } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { sanitizeHtml } from '../../utils/sanitize';
import { t } from '../../i18n';
import { dataPathKind, fieldNameAfterDrop } from '../data-path';
import { MAPPING_MIME, DROP_HANDLING_DELAY_MS, mappingExpression, readMappingData, valueAfterDrop } from '../mapping';
import { InlineExpression } from './lazy-editors';
import { useParams, type FieldProps } from './context';
import {
  canBeExpression,
  fromExpression,
  isExpressionValue,
  isResourceLocatorValue,
  toExpression,
} from './expression-switch';
import { canDefineWithAi, fromAiValue, isFromAiOverride } from './from-ai';
import { ParameterInput } from './ParameterInput';
import { hasRemoteOptions, useRemoteOptions } from './remote-options';
import { parameterIssues } from './values';
import { valueForDrop, type LocatorMode } from '../resource-locator/modes';
import { formatHtmlOrToast } from '../dialogs/format-html-action';
import { reportParameterModeSwitch, trackResourceLocator } from '../../telemetry/ndv-events';

/** Props of {@link ParameterField}: the parameter, its dot path, value and change handler, and label/issue options. */
export type ParameterFieldProps = FieldProps;

/** Inputs that show the issue indicator inside them (it reserves 20px of the input's width). */
const SINGLE_LINE_TYPES = new Set(['string', 'number', 'dateTime']);

/**
 * What a mapping drop does to a value of this parameter (pure; exported for tests). A parameter
 * that takes field names gets the field's name, not an expression (`data-path.ts`).
 */
export function droppedValue(
  parameter: NodeProperty,
  current: unknown,
  data: ReturnType<typeof readMappingData>,
  nodeType = '',
): unknown {
  if (!data) return current;
  const pathKind = parameter.type === 'string' ? dataPathKind(nodeType, parameter) : null;
  if (pathKind && data.path.length) return fieldNameAfterDrop(pathKind, current, data);
  if (parameter.type === 'resourceLocator') {
    const modes = (parameter.modes ?? []) as unknown as LocatorMode[];
    return valueForDrop(modes, isResourceLocatorValue(current) ? current : undefined, `=${mappingExpression(data)}`);
  }
  if (parameter.type === 'string' || parameter.type === 'json') return valueAfterDrop(current, data);
  return `=${mappingExpression(data)}`;
}

/** A labelled parameter input with its menu, expression mode, drop target and issues. */
export function ParameterField({
  parameter,
  path,
  value,
  onChange,
  hideLabel,
  hideIssues,
  actions,
}: ParameterFieldProps) {
  const ctx = useParams();
  const id = useId();
  const [dropActive, setDropActive] = useState(false);
  const dropTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const remote = useRemoteOptions(parameter, path);
  const expression = isExpressionValue(value);
  const allowExpression = canBeExpression(parameter);
  const droppable = allowExpression && !ctx.readOnly;
  const isStructured = ['collection', 'fixedCollection', 'filter', 'assignmentCollection'].includes(parameter.type);
  const issues =
    hideIssues || parameter.type === 'resourceLocator' || parameter.type === 'credentialsSelect'
      ? []
      : parameterIssues(parameter, value, {
          remoteOptions: remote.status === 'loaded' ? remote.options : undefined,
          remoteError: remote.status === 'error' ? remote.error : undefined,
        });
  const editorType = parameter.typeOptions?.editor;

  // A tool node's parameter can be left to the model (`$fromAI`), shown as a chip.
  const aiCapable = canDefineWithAi(parameter, ctx.nodeType);
  const byModel = aiCapable && isFromAiOverride(value);
  const defineWithAi = () => {
    const v = fromAiValue(parameter);
    onChange(
      parameter.type === 'resourceLocator'
        ? { __rl: true, mode: isResourceLocatorValue(value) ? value.mode : 'id', value: v }
        : v,
    );
  };

  const setMode = (mode: 'fixed' | 'expression') => {
    if (mode === 'expression' ? expression : !expression) return;
    if (mode === 'expression') onChange(toExpression(parameter, value));
    else {
      const expr = isResourceLocatorValue(value) ? String(value.value) : String(value);
      onChange(fromExpression(parameter, value, ctx.evaluate(expr)));
    }
    reportParameterModeSwitch({ nodeType: ctx.node.type, path, previous: value, newMode: mode });
  };

  const onDragOver = (e: DragEvent) => {
    if (!droppable || !e.dataTransfer.types.includes(MAPPING_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    if (!dropActive) setDropActive(true);
  };
  const onDrop = (e: DragEvent) => {
    if (!droppable) return;
    const data = readMappingData(e.dataTransfer);
    setDropActive(false);
    if (!data) return;
    e.preventDefault();
    e.stopPropagation();
    if (dropTimer.current) clearTimeout(dropTimer.current);
    const next = droppedValue(parameter, value, data, ctx.node.type);
    // Drops are handled after a short delay so the drag's own events settle first.
    dropTimer.current = setTimeout(() => onChange(next), DROP_HANDLING_DELAY_MS);
  };

  if (parameter.type === 'hidden') return null;
  if (parameter.type === 'notice')
    return <ParameterInput parameter={parameter} path={path} value={value} onChange={onChange} />;
  if (parameter.type === 'curlImport')
    return <ParameterInput parameter={parameter} path={path} value={value} onChange={onChange} />;

  const menuItems: Array<{ label: string; action(): void; disabled?: boolean }> = [];
  if (!ctx.readOnly) {
    menuItems.push({
      label: t('parameterInput.resetValue'),
      action: () => onChange(structuredClone(parameter.default)),
    });
    if (hasRemoteOptions(parameter) || parameter.type === 'resourceLocator')
      menuItems.push({
        label: t('parameterInput.refreshList'),
        action: () => {
          ctx.refresh(path);
          if (parameter.type === 'resourceLocator')
            trackResourceLocator('refresh', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name });
        },
      });
    if (editorType === 'htmlEditor' && !expression) {
      menuItems.push({
        label: t('htmlEditor.format'),
        action: () => {
          const formatted = formatHtmlOrToast(String(value ?? ''));
          if (formatted !== null) onChange(formatted);
        },
      });
    }
  }
  const descId = parameter.description ? `${id}-desc` : undefined;

  return (
    <div
      className={`ndvp-field${dropActive ? ' ndvp-field--drop' : ''}${isStructured ? ' ndvp-field--structured' : ''}`}
      data-parameter={path}
      data-type={parameter.type}
      onDragOver={onDragOver}
      onDragLeave={() => setDropActive(false)}
      onDrop={onDrop}
    >
      {!hideLabel && (
        <div className="ndvp-field__head">
          <label className="ndvp-field__label" htmlFor={id}>
            {parameter.displayName}
            {parameter.required && (
              <span className="ndvp-required" aria-label={t('parameterInput.requiredMarker')}>
                *
              </span>
            )}
          </label>
          {parameter.description && (
            <span className="ndvp-field__info" tabIndex={0} aria-describedby={descId}>
              <Icon name="info" size={13} />
              <span
                role="tooltip"
                id={descId}
                className="ndvp-tooltip"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(parameter.description) }}
              />
            </span>
          )}
          <div className="ndvp-field__actions">
            {actions}
            {aiCapable && !byModel && !ctx.readOnly && (
              <button
                type="button"
                className="ndvp-from-ai"
                onClick={defineWithAi}
                title={t('fromAi.button')}
                aria-label={t('fromAi.buttonLabel', { name: parameter.displayName })}
                data-testid="from-ai-button"
              >
                <Icon name="sparkles" size={13} />
              </button>
            )}
            {allowExpression && !ctx.readOnly && !byModel && (
              <div
                className="ndvp-toggle"
                role="radiogroup"
                aria-label={t('parameterInput.modeToggle', { name: parameter.displayName })}
              >
                <button
                  type="button"
                  role="radio"
                  aria-checked={!expression}
                  className={!expression ? 'is-on' : ''}
                  onClick={() => setMode('fixed')}
                >
                  {t('parameterInput.fixed')}
                </button>
                <button
                  type="button"
                  role="radio"
                  aria-checked={expression}
                  className={expression ? 'is-on' : ''}
                  onClick={() => setMode('expression')}
                >
                  {t('parameterInput.expression')}
                </button>
              </div>
            )}
            {(menuItems.length > 0 || allowExpression) && !ctx.readOnly && (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  className="ndvp-menu-trigger"
                  aria-label={t('parameterInput.options', { name: parameter.displayName })}
                >
                  <Icon name="more" size={14} />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content className="ndvp-menu" align="end" sideOffset={4}>
                    {menuItems.map((m) => (
                      <DropdownMenu.Item key={m.label} className="ndvp-menu__item" onSelect={m.action}>
                        {m.label}
                      </DropdownMenu.Item>
                    ))}
                    {allowExpression && (
                      <DropdownMenu.Item
                        className="ndvp-menu__item"
                        onSelect={() => setMode(expression ? 'fixed' : 'expression')}
                      >
                        {expression ? t('parameterInput.fixed') : t('parameterInput.expression')}
                      </DropdownMenu.Item>
                    )}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            )}
          </div>
        </div>
      )}
      {hideLabel && actions && <div className="ndvp-field__inline-actions">{actions}</div>}
      <div className={`ndvp-field__input${issues.length ? ' has-issues' : ''}`}>
        {byModel ? (
          <div className="ndvp-from-ai-chip" data-testid="from-ai-chip">
            <Icon name="sparkles" size={13} />
            <span>{t('fromAi.chip')}</span>
            {!ctx.readOnly && (
              <button
                type="button"
                className="ndvp-from-ai-chip__remove"
                aria-label={t('fromAi.remove', { name: parameter.displayName })}
                title={t('fromAi.removeTitle')}
                onClick={() => onChange(structuredClone(parameter.default))}
              >
                <Icon name="close" size={12} />
              </button>
            )}
          </div>
        ) : expression && parameter.type !== 'resourceLocator' ? (
          <div className="ndvp-expression" data-testid="parameter-expression">
            <InlineExpression value={String(value)} onChange={onChange} nodeId={ctx.nodeId} readOnly={ctx.readOnly} />
          </div>
        ) : (
          <ParameterInput
            parameter={parameter}
            path={path}
            value={value}
            onChange={onChange}
            id={id}
            disabled={ctx.readOnly}
            remote={remote}
            describedBy={descId}
          />
        )}
        {issues.length > 0 &&
          !expression &&
          !byModel &&
          SINGLE_LINE_TYPES.has(parameter.type) &&
          !parameter.typeOptions?.rows && (
            <span className="ndvp-issue-indicator" aria-hidden title={issues.join('\n')}>
              <Icon name="alert" size={14} />
            </span>
          )}
      </div>
      {issues.length > 0 && (
        <ul className="ndvp-issues" role="alert">
          {issues.map((m) => (
            <li key={m}>
              <Icon name="alert" size={12} /> {m}
            </li>
          ))}
        </ul>
      )}
      {parameter.hint && (
        <div className="ndvp-hint" dangerouslySetInnerHTML={{ __html: sanitizeHtml(parameter.hint) }} />
      )}
    </div>
  );
}
