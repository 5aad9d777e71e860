/**
 * The credential selects of a node.
 *
 * Props:
 * - `nodeId: string`: the id of the node in stores/workflow.
 * - `readOnly?: boolean`: disables the selects and hides '- create new -' and edit.
 *
 * One select per credential type the node needs (its displayOptions against the current values),
 * listing only credentials the user may use with name and type, plus '- create new -'
 * (opens the credential modal for that type), an edit (pen) button and a warning icon whose
 * tooltip lists issues. Creating selects the new credential; renaming keeps the selection;
 * deleting selects the last remaining usable one or clears it; picking a credential that replaces
 * an invalid one (id null or unknown) swaps it in every node of the workflow and says so.
 */
import { useEffect, useMemo, useRef } from 'react';
import { withDefaults } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { useCredentialsStore } from '../../stores/credentials/store';
import { useCurrentUser } from '../../stores/users/store';
import { useSettingsStore, isEnterpriseFeatureEnabled } from '../../stores/settings/store';
import { useUiStore } from '../../stores/ui/store';
import { toast } from '../../stores/toasts/store';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { CredentialModal } from '../../components/credentials/CredentialModal';
import type { CredentialResponse } from '../../api/credentials';
import {
  autoSelection,
  toRef,
  type CredentialRef,
  credentialSlots,
  isInvalidSelection,
  selectionAfterListChange,
  usableCredentials,
  withCredential,
} from './credentials';
import '../../styles/ndv-parameters.css';

export interface NodeCredentialsProps {
  nodeId: string;
  readOnly?: boolean;
}

const CREATE_NEW = '__create_new__';

/** The issues of one credential slot, in the active locale. */
export function credentialIssues(
  typeDisplayName: string,
  ref: CredentialRef | undefined,
  required: boolean,
  known: readonly { id: string }[],
): string[] {
  if (!ref?.id && !ref?.name) return required ? [t('nodeCredentials.issues.notSet', { type: typeDisplayName })] : [];
  if (isInvalidSelection(ref, known))
    return [t('nodeCredentials.issues.doNotExist', { name: ref.name ?? '', type: typeDisplayName })];
  return [];
}

/** One select per credential type the node needs. */
export function NodeCredentials({ nodeId, readOnly = false }: NodeCredentialsProps) {
  const node = useWorkflowStore((s) => s.workflow.nodes[nodeId]);
  const updateNode = useWorkflowStore((s) => s.updateNode);
  const nodeType = useNodeTypesStore((s) => (node ? s.get(node.type, node.typeVersion) : undefined));
  const credentials = useCredentialsStore((s) => s.credentials);
  const credsLoaded = useCredentialsStore((s) => s.loaded);
  const types = useCredentialsStore((s) => s.types);
  const fetchCredentials = useCredentialsStore((s) => s.fetchCredentials);
  const fetchTypes = useCredentialsStore((s) => s.fetchCredentialTypes);
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const sharing = isEnterpriseFeatureEnabled(settings, 'sharing');
  const openModal = useUiStore((s) => s.openModal);
  const pendingType = useRef<string | null>(null);

  useEffect(() => {
    if (!credsLoaded) void fetchCredentials();
    void fetchTypes().catch(() => undefined);
  }, [credsLoaded, fetchCredentials, fetchTypes]);

  const all = useMemo(() => Object.values<CredentialResponse>(credentials ?? {}), [credentials]);
  const values = useMemo(
    () => (node && nodeType ? withDefaults(nodeType.properties, node.parameters ?? {}, node.typeVersion) : {}),
    [node, nodeType],
  );
  const slots = useMemo(
    () => (nodeType ? credentialSlots(nodeType, values, node?.typeVersion) : []),
    [nodeType, values, node?.typeVersion],
  );

  const setCredential = (type: string, credential: { id: string; name: string } | null) => {
    const current = useWorkflowStore.getState().workflow.nodes[nodeId];
    if (!current) return;
    updateNode(nodeId, { credentials: withCredential(current.credentials, type, credential) });
  };

  // Rename keeps the selection (with the new name); delete picks the last remaining usable one or clears it.
  const previous = useRef<CredentialResponse[]>(all);
  useEffect(() => {
    const before = previous.current;
    previous.current = all;
    if (before === all || !node || !credsLoaded) return;
    for (const slot of slots) {
      const ref = toRef(node.credentials?.[slot.type]);
      const usableAfter = usableCredentials(all, slot.type, user, sharing);
      const next = selectionAfterListChange(
        ref,
        before.filter((c) => c.type === slot.type),
        usableAfter,
      );
      if (next !== undefined) setCredential(slot.type, next);
    }
  }, [all]); // eslint-disable-line react-hooks/exhaustive-deps

  // Auto-select: a slot with nothing chosen takes the most recent usable credential of its type.
  useEffect(() => {
    if (readOnly || !credsLoaded || !node) return;
    for (const slot of slots) {
      const pick = autoSelection(
        toRef(node.credentials?.[slot.type]),
        usableCredentials(all, slot.type, user, sharing),
      );
      if (pick) setCredential(slot.type, pick);
    }
  }, [credsLoaded, slots, all, readOnly]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!node || !nodeType || slots.length === 0) return null;

  const select = (type: string, id: string) => {
    if (id === CREATE_NEW) {
      pendingType.current = type;
      openModal('editCredential', { mode: 'new', type });
      return;
    }
    const chosen = all.find((c) => c.id === id);
    if (!chosen) return;
    const old = toRef(node.credentials?.[type]);
    if (old && isInvalidSelection(old, all)) {
      // Replacing an invalid credential swaps it in every node of the workflow that used it.
      const model = useWorkflowStore.getState().workflow;
      let count = 0;
      for (const other of Object.values(model.nodes)) {
        const ref = toRef(other.credentials?.[type]);
        if (!ref || other.id === nodeId) continue;
        if ((old.id && ref.id === old.id) || (!old.id && ref.name === old.name && isInvalidSelection(ref, all))) {
          updateNode(other.id, {
            credentials: withCredential(other.credentials, type, { id: chosen.id, name: chosen.name }),
          });
          count++;
        }
      }
      setCredential(type, { id: chosen.id, name: chosen.name });
      const message = count
        ? t('nodeCredentials.showMessage.messageWithCount', {
            oldName: old.name ?? '',
            newName: chosen.name,
            count: count + 1,
          })
        : t('nodeCredentials.showMessage.message', { oldName: old.name ?? '', newName: chosen.name });
      toast.success(t('nodeCredentials.showMessage.title'), message);
      return;
    }
    setCredential(type, { id: chosen.id, name: chosen.name });
  };

  return (
    <div className="ndvp-creds" data-testid="node-credentials">
      {slots.map((slot) => {
        const typeName = types?.[slot.type]?.displayName ?? slot.type;
        const ref = toRef(node.credentials?.[slot.type]);
        const usable = usableCredentials(all, slot.type, user, sharing);
        const selectedKnown = ref?.id ? all.find((c) => c.id === ref.id) : undefined;
        const issues = credsLoaded ? credentialIssues(typeName, ref, slot.required, all) : [];
        const selectId = `cred-${nodeId}-${slot.type}`;
        const value = selectedKnown ? selectedKnown.id : ref ? '__unavailable__' : '';
        return (
          <div key={slot.type} className="ndvp-field ndvp-cred" data-credential-type={slot.type}>
            <div className="ndvp-field__head">
              <label className="ndvp-field__label" htmlFor={selectId}>
                {t('nodeCredentials.credentialFor', { type: typeName })}
                {slot.required && (
                  <span className="ndvp-required" aria-label={t('parameterInput.requiredMarker')}>
                    *
                  </span>
                )}
              </label>
            </div>
            <div className="ndvp-cred__row">
              <select
                id={selectId}
                className={`select${issues.length ? ' is-invalid' : ''}`}
                value={value}
                disabled={readOnly}
                onChange={(e) => select(slot.type, e.target.value)}
              >
                {!ref && (
                  <option value="" disabled>
                    {t('nodeCredentials.selectCredential')}
                  </option>
                )}
                {ref && !selectedKnown && (
                  <option value="__unavailable__" disabled>
                    {t('nodeCredentials.unavailable', { name: ref.name ?? '' })}
                  </option>
                )}
                {usable.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t('nodeCredentials.option', { name: c.name, type: typeName })}
                  </option>
                ))}
                {selectedKnown && !usable.includes(selectedKnown) && (
                  <option value={selectedKnown.id}>
                    {t('nodeCredentials.option', { name: selectedKnown.name, type: typeName })}
                  </option>
                )}
                {!readOnly && <option value={CREATE_NEW}>{t('nodeCredentials.createNew')}</option>}
              </select>
              {issues.length > 0 && (
                <span className="ndvp-cred__issues" tabIndex={0} aria-label={t('nodeCredentials.issues')}>
                  <Icon name="alert" size={16} />
                  <span role="tooltip" className="ndvp-tooltip">
                    <strong>{t('nodeCredentials.issues.title')}</strong>
                    <ul>
                      {issues.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  </span>
                </span>
              )}
              {selectedKnown && !readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon="edit"
                  aria-label={t('nodeCredentials.edit.label', { name: selectedKnown.name })}
                  title={t('nodeCredentials.edit')}
                  onClick={() => openModal('editCredential', { mode: 'edit', activeId: selectedKnown.id })}
                />
              )}
            </div>
          </div>
        );
      })}
      <CredentialModal
        onSaved={(c) => {
          // Creating a credential selects it.
          if (pendingType.current && c.type === pendingType.current) setCredential(c.type, { id: c.id, name: c.name });
          pendingType.current = null;
        }}
      />
    </div>
  );
}

export default NodeCredentials;
