/**
 * The input for one parameter in fixed mode, by type and typeOptions:
 * string (rows, password, editors), number, boolean, options, multiOptions, color, dateTime, json,
 * notice, credentialsSelect, curlImport, resourceLocator, collection, fixedCollection, filter and
 * assignmentCollection. Hidden parameters render nothing. The inputs themselves live in
 * text-inputs, choice-inputs and value-inputs; this file chooses among them.
 *
 * Props: `parameter`, `path` (dot path of the value), `value`, `onChange(value)` (undefined
 * deletes), `id` (for the label), `disabled`.
 */
import type { NodeProperty } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { sanitizeHtml } from '../../utils/sanitize';
import { t } from '../../i18n';
import { useUiStore } from '../../stores/ui/store';
import { useParams } from './context';
import type { ParameterInputProps } from './input-props';
import { CollectionInput, FixedCollectionInput } from './collections';
import { FilterConditionsInput } from './FilterConditions';
import { AssignmentCollectionInput } from './AssignmentCollection';
import { ResourceMapperInput } from './ResourceMapperInput';
import { ResourceLocator } from '../resource-locator/ResourceLocator';
import { JsonInput, StringInput } from './text-inputs';
import { CredentialsSelectInput, MultiOptionsInput, OptionsInput } from './choice-inputs';
import { BooleanInput, ColorInput, DateTimeInput, NumberInput } from './value-inputs';

export type { ParameterInputProps } from './input-props';

/** The fixed-mode input of a parameter, chosen by its type. */
export function ParameterInput(props: ParameterInputProps) {
  const { parameter } = props;
  if (
    parameter.typeOptions?.multipleValues &&
    !['collection', 'fixedCollection', 'multiOptions', 'notice', 'hidden'].includes(parameter.type)
  ) {
    return <MultipleValuesInput {...props} />;
  }
  switch (parameter.type) {
    case 'hidden':
      return null;
    case 'notice':
      return (
        <div
          className="ndvp-notice"
          role="note"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(parameter.displayName) }}
        />
      );
    case 'number':
      return <NumberInput {...props} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'options':
      return <OptionsInput {...props} />;
    case 'multiOptions':
      return <MultiOptionsInput {...props} />;
    case 'color':
      return <ColorInput {...props} />;
    case 'dateTime':
      return <DateTimeInput {...props} />;
    case 'json':
      return <JsonInput {...props} />;
    case 'credentialsSelect':
      return <CredentialsSelectInput {...props} />;
    case 'curlImport':
      return <CurlImportButton />;
    case 'resourceLocator':
      return (
        <ResourceLocator
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    case 'collection':
      return (
        <CollectionInput
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    case 'fixedCollection':
      return (
        <FixedCollectionInput
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    case 'filter':
      return (
        <FilterConditionsInput
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    case 'assignmentCollection':
      return (
        <AssignmentCollectionInput
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    case 'resourceMapper':
      return (
        <ResourceMapperInput
          parameter={parameter}
          path={props.path}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
        />
      );
    default:
      return <StringInput {...props} />;
  }
}

function CurlImportButton() {
  const { node, nodeId, readOnly } = useParams();
  const open = useUiStore((s) => s.openModal);
  if (readOnly || !(node.type.endsWith('httpRequest') && node.typeVersion >= 3)) return null;
  return (
    <div className="ndvp-curl">
      <Button size="sm" icon="download" onClick={() => open('importCurl', { nodeId })}>
        {t('curlImport.open')}
      </Button>
    </div>
  );
}

/** A parameter with typeOptions.multipleValues: a list of single inputs with add and remove. */
function MultipleValuesInput({ parameter, value, onChange, disabled, path }: ParameterInputProps) {
  const items = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const single: NodeProperty = { ...parameter, typeOptions: { ...parameter.typeOptions, multipleValues: false } };
  const label =
    (parameter.typeOptions?.multipleValueButtonText as string | undefined) ??
    t('multipleParameter.add', { name: parameter.displayName });
  const fallback = Array.isArray(parameter.default) ? parameter.default[0] : parameter.default;
  return (
    <div className="ndvp-multi-values" data-testid="multiple-values">
      {items.length === 0 && disabled && <div className="ndvp-empty">{t('multipleParameter.noValues')}</div>}
      {items.map((item, i) => (
        <div key={i} className="ndvp-multi-values__row">
          <div className="ndvp-multi-values__input">
            <ParameterInput
              parameter={single}
              path={`${path}[${i}]`}
              value={item}
              disabled={disabled}
              onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
            />
          </div>
          {!disabled && (
            <Button
              variant="ghost"
              size="sm"
              icon="close"
              aria-label={t('multipleParameter.remove', { name: parameter.displayName, number: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      {!disabled && (
        <Button
          size="sm"
          icon="plus"
          className="ndvp-add"
          onClick={() => onChange([...items, structuredClone(fallback ?? '')])}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
