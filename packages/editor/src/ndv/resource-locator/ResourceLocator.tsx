/**
 * The resource locator input: a mode selector when several modes
 * exist (list, id, url), the mode's input (list mode: {@link ListMode}), the open-in-new-tab link
 * when a URL is known, and for a URL mode the id its regex finds. Expressions leave list mode,
 * and the list option is disabled (with a tooltip) while the value is an expression.
 *
 * Props: `parameter` (with `modes`), `path`, `value`, `onChange(value)`, `disabled`.
 */
import { useEffect, useMemo } from 'react';
import type { NodeProperty } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { useUiStore } from '../../stores/ui/store';
import { InlineExpression } from '../parameters/lazy-editors';
import { trackResourceLocator } from '../../telemetry/ndv-events';
import { useParams } from '../parameters/context';
import { isExpressionValue, isResourceLocatorValue, type ResourceLocatorValue } from '../parameters/expression-switch';
import { ListMode } from './ListMode';
import { extractFromUrl, linkUrl, modeForExpression, switchMode, valueForInput, type LocatorMode } from './modes';
import '../../styles/ndv-parameters.css';

/** Props of {@link ResourceLocator}. */
export interface ResourceLocatorProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
}

/**
 * A plain value where a resource locator is expected (an older export stored the bare id): a
 * non-empty string is that id ('By ID' when the parameter has it), anything else an empty value.
 */
export function plainToLocator(value: unknown, modes: readonly LocatorMode[]): ResourceLocatorValue {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const idMode = text !== '' && !text.startsWith('=') && modes.some((m) => m.name === 'id') ? 'id' : undefined;
  return { __rl: true, value: text, mode: idMode ?? modes[0]?.name ?? 'id' };
}

/** The resource locator input. */
export function ResourceLocator({ parameter, path, value, onChange, disabled }: ResourceLocatorProps) {
  const ctx = useParams();
  const modes = useMemo(() => (parameter.modes ?? []) as unknown as LocatorMode[], [parameter.modes]);
  const rl: ResourceLocatorValue = isResourceLocatorValue(value) ? value : plainToLocator(value, modes);
  const expression = isExpressionValue(rl);
  const mode = modes.find((m) => m.name === rl.mode) ?? modes[0];
  const openModal = useUiStore((s) => s.openModal);

  // When the value becomes an expression, list mode is left.
  useEffect(() => {
    if (expression && rl.mode === 'list') onChange({ ...rl, mode: modeForExpression(modes, 'list') });
  }, [expression, rl.mode]); // eslint-disable-line react-hooks/exhaustive-deps

  // The node's credentials (of the types its type declares, the ones its credential inputs edit).
  const declared = new Set((ctx.nodeType.credentials ?? []).map((c) => c.name));
  const credentialIds = Object.entries(ctx.node.credentials ?? {})
    .filter(([type]) => declared.has(type))
    .map(([, c]) => (typeof c === 'object' && c ? c.id : null))
    .filter(Boolean) as string[];

  return (
    <div className="ndvp-rl" data-mode={rl.mode}>
      <div className="ndvp-rl__row">
        {modes.length > 1 && (
          <select
            className="select ndvp-rl__mode"
            aria-label={t('resourceLocator.modeSelector.label', { name: parameter.displayName })}
            value={rl.mode}
            disabled={disabled}
            title={
              expression && modes.some((m) => m.name === 'list')
                ? t('resourceLocator.mode.list.disabled.title')
                : undefined
            }
            onChange={(e) => {
              onChange(switchMode(rl, e.target.value, window.location.origin));
              trackResourceLocator(
                'mode',
                { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name },
                { mode: e.target.value },
              );
            }}
          >
            {modes.map((m) => (
              <option
                key={m.name}
                value={m.name}
                disabled={m.name === 'list' && expression}
                title={m.name === 'list' && expression ? t('resourceLocator.mode.list.disabled.title') : undefined}
              >
                {m.displayName ?? m.name}
              </option>
            ))}
          </select>
        )}
        <div className="ndvp-rl__input">
          {expression ? (
            <InlineExpression
              value={String(rl.value)}
              nodeId={ctx.nodeId}
              readOnly={disabled}
              onChange={(v) => onChange({ ...rl, value: v })}
            />
          ) : rl.mode === 'list' && mode ? (
            <ListMode
              parameter={parameter}
              path={path}
              mode={mode}
              value={rl}
              onChange={onChange}
              disabled={disabled}
              credentialIds={credentialIds}
              openCredential={(id) => openModal('editCredential', { mode: 'edit', activeId: id })}
            />
          ) : (
            <input
              className="input"
              value={typeof rl.value === 'string' || typeof rl.value === 'number' ? String(rl.value) : ''}
              placeholder={mode?.placeholder ?? ''}
              disabled={disabled}
              aria-label={t('resourceLocator.inputLabel', {
                name: parameter.displayName,
                mode: mode?.displayName ?? rl.mode,
              })}
              onChange={(e) => {
                const next = valueForInput(mode, rl, e.target.value);
                onChange(next);
              }}
            />
          )}
        </div>
        <LinkOut
          mode={mode}
          value={rl}
          onOpen={() =>
            trackResourceLocator('link', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name })
          }
        />
      </div>
      {!expression && rl.mode === 'url' && typeof rl.value === 'string' && rl.value && mode?.extractValue?.regex && (
        <div className="ndvp-hint">
          {extractFromUrl(mode, rl.value) ? (
            <>
              {t('resourceLocator.url.extractedId')} <code>{extractFromUrl(mode, rl.value)}</code>
            </>
          ) : (
            t('resourceLocator.url.noMatch')
          )}
        </div>
      )}
    </div>
  );
}

function LinkOut({
  mode,
  value,
  onOpen,
}: {
  mode: LocatorMode | undefined;
  value: ResourceLocatorValue;
  onOpen(): void;
}) {
  const url = linkUrl(mode, value);
  if (!url) return null;
  return (
    <a
      className="ndvp-rl__link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={t('resourceLocator.openResource')}
      aria-label={t('resourceLocator.openResource.label')}
      onClick={onOpen}
    >
      <Icon name="external" size={14} />
    </a>
  );
}
