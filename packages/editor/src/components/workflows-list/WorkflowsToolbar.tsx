import type { ResourceUser } from '../../api/workflows';
import { userName, WORKFLOW_SORTS, type OwnerFilter, type WorkflowSort } from '../../stores/workflows-list/state';
import { TagsInput } from '../tags/TagsInput';
import { Button } from '../ui/Button';
import { Select, TextInput } from '../ui/Field';
import { Icon } from '../ui/Icon';

export interface WorkflowsToolbarProps {
  search: string;
  onSearch(text: string): void;
  sort: WorkflowSort;
  onSort(sort: WorkflowSort): void;
  tagIds: string[];
  onTags(ids: string[]): void;
  /** Shown when sharing is on. */
  owners?: ResourceUser[];
  owner: OwnerFilter;
  onOwner(owner: OwnerFilter): void;
  currentUserId?: string;
  filtered: boolean;
  onClear(): void;
}

function ownerValue(o: OwnerFilter): string {
  return typeof o === 'object' ? `user:${o.ownerId}` : o;
}

/** Search, sort, owner and tag filters above the workflows list. */
export function WorkflowsToolbar(p: WorkflowsToolbarProps) {
  return (
    <div className="list-toolbar" role="search">
      <div className="input-group list-toolbar__search">
        <span className="input-group__icon">
          <Icon name="search" />
        </span>
        <TextInput
          type="search"
          placeholder="Search workflows…"
          aria-label="Search workflows by name"
          value={p.search}
          onChange={(e) => p.onSearch(e.target.value)}
          data-testid="workflows-search"
        />
      </div>
      <div className="list-toolbar__tags">
        <TagsInput
          value={p.tagIds}
          onChange={p.onTags}
          label="Filter by tags"
          placeholder="Filter by tags…"
          testId="workflows-tag-filter"
        />
      </div>
      {p.owners && (
        <Select
          className="list-toolbar__select"
          aria-label="Filter by owner"
          value={ownerValue(p.owner)}
          data-testid="workflows-owner-filter"
          onChange={(e) => {
            const v = e.target.value;
            p.onOwner(v.startsWith('user:') ? { ownerId: v.slice(5) } : (v as OwnerFilter));
          }}
        >
          <option value="all">All owners</option>
          <option value="mine">Owned by me</option>
          <option value="shared">Shared with me</option>
          {p.owners
            .filter((u) => u.id !== p.currentUserId)
            .map((u) => (
              <option key={u.id} value={`user:${u.id}`}>
                {userName(u)}
              </option>
            ))}
        </Select>
      )}
      <Select
        className="list-toolbar__select"
        aria-label="Sort workflows"
        value={p.sort}
        onChange={(e) => p.onSort(e.target.value as WorkflowSort)}
        data-testid="workflows-sort"
      >
        {WORKFLOW_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            Sort by {s.label.toLowerCase()}
          </option>
        ))}
      </Select>
      {p.filtered && (
        <Button variant="ghost" size="sm" icon="close" onClick={p.onClear} data-testid="clear-filters">
          Clear
        </Button>
      )}
    </div>
  );
}
