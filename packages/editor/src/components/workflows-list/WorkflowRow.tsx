import * as Menu from '@radix-ui/react-dropdown-menu';
import * as Switch from '@radix-ui/react-switch';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { WorkflowSummary } from '../../api/workflows';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { fullDate, timeAgo } from './time';
import { OwnerBadge } from './UserBadge';

export interface WorkflowRowProps {
  workflow: WorkflowSummary;
  currentUserId?: string;
  sharingEnabled: boolean;
  /** The viewer is a sharee, not the owner. */
  shared: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  activeTagIds: string[];
  /** Switches the workflow on or off; reports its own errors and never rejects. */
  onToggleActive(w: WorkflowSummary, active: boolean): Promise<void>;
  onOpen(w: WorkflowSummary): void;
  onDuplicate(w: WorkflowSummary): void;
  onDelete(w: WorkflowSummary): void;
  onEditTags(w: WorkflowSummary): void;
  onTagClick(tagId: string): void;
}

/** One workflow in the list: name, tags, times, owner, Shared badge, activation switch and a menu. */
export const WorkflowRow = memo(function WorkflowRow({
  workflow: w,
  currentUserId,
  sharingEnabled,
  shared,
  canUpdate,
  canDelete,
  activeTagIds,
  onToggleActive,
  onOpen,
  onDuplicate,
  onDelete,
  onEditTags,
  onTagClick,
}: WorkflowRowProps) {
  const [pending, setPending] = useState(false);
  return (
    <div className="list-item wf-row" data-testid="workflow-row" data-workflow-id={w.id}>
      <div className={`wf-row__icon${w.active ? ' is-active' : ''}`} aria-hidden>
        <Icon name="workflow" size={18} />
      </div>
      <div className="list-item__main">
        <div className="row wf-row__title-row">
          <Link
            to={`/workflow/${encodeURIComponent(w.id)}`}
            className="list-item__title wf-row__name"
            data-testid="workflow-name"
          >
            {w.name}
          </Link>
          {shared && (
            <span className="badge badge--info" data-testid="shared-badge">
              <Icon name="share" size={11} />
              Shared
            </span>
          )}
        </div>
        <div className="wf-row__meta">
          <span title={fullDate(w.updatedAt)}>Updated {timeAgo(w.updatedAt)}</span>
          <span className="dot" aria-hidden>
            ·
          </span>
          <span title={fullDate(w.createdAt)}>Created {timeAgo(w.createdAt)}</span>
          {w.tags.length > 0 && (
            <span className="wf-row__tags">
              {w.tags.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  className="tag-pill"
                  aria-pressed={activeTagIds.includes(t.id)}
                  title={`Filter by tag ${t.name}`}
                  onClick={() => onTagClick(t.id)}
                  data-testid="workflow-tag"
                >
                  {t.name}
                </button>
              ))}
            </span>
          )}
        </div>
      </div>
      {sharingEnabled && <OwnerBadge user={w.ownedBy} currentUserId={currentUserId} />}
      <label className="wf-row__active">
        <span className={`wf-row__state${w.active ? ' is-on' : ''}`}>{w.active ? 'Active' : 'Inactive'}</span>
        <Switch.Root
          className="switch"
          checked={w.active}
          disabled={!canUpdate || pending}
          aria-label={`${w.active ? 'Deactivate' : 'Activate'} ${w.name}`}
          data-testid="workflow-activate"
          onCheckedChange={(next) => {
            setPending(true);
            void onToggleActive(w, next).finally(() => setPending(false));
          }}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </label>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            icon="more"
            aria-label={`Actions for ${w.name}`}
            data-testid="workflow-menu"
          />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="end" sideOffset={4}>
            <Menu.Item className="menu__item" onSelect={() => onOpen(w)}>
              <Icon name="external" /> Open
            </Menu.Item>
            <Menu.Item className="menu__item" onSelect={() => onDuplicate(w)} data-testid="workflow-duplicate">
              <Icon name="copy" /> Duplicate
            </Menu.Item>
            {canUpdate && (
              <Menu.Item className="menu__item" onSelect={() => onEditTags(w)} data-testid="workflow-edit-tags">
                <Icon name="tag" /> Edit tags
              </Menu.Item>
            )}
            {canDelete && (
              <>
                <Menu.Separator className="menu__separator" />
                <Menu.Item
                  className="menu__item menu__item--danger"
                  onSelect={() => onDelete(w)}
                  data-testid="workflow-delete"
                >
                  <Icon name="trash" /> Delete
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
});
