import * as Menu from '@radix-ui/react-dropdown-menu';
import { memo } from 'react';
import type { CredentialResponse, CredentialTypeDescription } from '../../api/credentials';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { fullDate, timeAgo } from '../workflows-list/time';
import { OwnerBadge } from '../workflows-list/UserBadge';
import { CredentialTypeIcon } from './CredentialTypeIcon';

export interface CredentialRowProps {
  credential: CredentialResponse;
  type?: CredentialTypeDescription;
  currentUserId?: string;
  sharingEnabled: boolean;
  shared: boolean;
  canDelete: boolean;
  onOpen(c: CredentialResponse): void;
  onDelete(c: CredentialResponse): void;
}

/** One credential: type icon, name, type, times, owner and Shared badges, and a menu. */
export const CredentialRow = memo(function CredentialRow({
  credential: c,
  type,
  currentUserId,
  sharingEnabled,
  shared,
  canDelete,
  onOpen,
  onDelete,
}: CredentialRowProps) {
  return (
    <div
      className="list-item cred-row"
      data-testid="credential-row"
      data-credential-id={c.id}
      onClick={() => onOpen(c)}
    >
      <div className="cred-row__icon" aria-hidden>
        <CredentialTypeIcon type={type} />
      </div>
      <div className="list-item__main">
        <div className="row" style={{ minWidth: 0 }}>
          <button
            type="button"
            className="list-item__title cred-row__name"
            data-testid="credential-name"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(c);
            }}
          >
            {c.name}
          </button>
          {shared && (
            <span className="badge badge--info" data-testid="shared-badge">
              <Icon name="share" size={11} />
              Shared with you
            </span>
          )}
          {!shared && sharingEnabled && c.sharedWith.length > 0 && (
            <span className="badge" title={c.sharedWith.map((u) => u.email ?? u.id).join(', ')}>
              <Icon name="users" size={11} />
              Shared with {c.sharedWith.length}
            </span>
          )}
        </div>
        <div className="wf-row__meta">
          <span className="cred-row__type" data-testid="credential-type">
            {type?.displayName ?? c.type}
          </span>
          <span className="dot" aria-hidden>
            ·
          </span>
          <span title={fullDate(c.updatedAt)}>Updated {timeAgo(c.updatedAt)}</span>
          <span className="dot" aria-hidden>
            ·
          </span>
          <span title={fullDate(c.createdAt)}>Created {timeAgo(c.createdAt)}</span>
        </div>
      </div>
      {sharingEnabled && <OwnerBadge user={c.ownedBy} currentUserId={currentUserId} />}
      <div onClick={(e) => e.stopPropagation()}>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button
              variant="ghost"
              size="sm"
              icon="more"
              aria-label={`Actions for ${c.name}`}
              data-testid="credential-menu"
            />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content className="menu" align="end" sideOffset={4}>
              <Menu.Item className="menu__item" onSelect={() => onOpen(c)}>
                <Icon name="edit" /> Open
              </Menu.Item>
              {canDelete && (
                <>
                  <Menu.Separator className="menu__separator" />
                  <Menu.Item
                    className="menu__item menu__item--danger"
                    onSelect={() => onDelete(c)}
                    data-testid="credential-delete"
                  >
                    <Icon name="trash" /> Delete
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
    </div>
  );
});
