import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ExecutionSummary } from '../../api/executions';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

export interface ExecutionRowMenuProps {
  execution: ExecutionSummary;
  onOpen(): void;
  onRetry(loadWorkflow: boolean): void;
  onStop(): void;
  onDelete(): void;
}

/** The actions of one execution row. */
export function ExecutionRowMenu({ execution, onOpen, onRetry, onStop, onDelete }: ExecutionRowMenuProps) {
  const failed = execution.status === 'error' || execution.status === 'crashed';
  const running = execution.status === 'running' || execution.status === 'new' || execution.status === 'waiting';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" icon="more" aria-label={`Actions for execution ${execution.id}`} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="end" sideOffset={4}>
          <Menu.Item className="menu__item" onSelect={onOpen} disabled={!execution.workflowId}>
            <Icon name="eye" /> Open
          </Menu.Item>
          {failed && !execution.retrySuccessId && (
            <>
              <Menu.Item className="menu__item" onSelect={() => onRetry(false)}>
                <Icon name="refresh" /> Retry with original workflow
              </Menu.Item>
              <Menu.Item className="menu__item" onSelect={() => onRetry(true)}>
                <Icon name="refresh" /> Retry with current workflow
              </Menu.Item>
            </>
          )}
          {running && (
            <Menu.Item className="menu__item" onSelect={onStop}>
              <Icon name="stop" /> Stop
            </Menu.Item>
          )}
          {!running && (
            <>
              <Menu.Separator className="menu__separator" />
              <Menu.Item className="menu__item menu__item--danger" onSelect={onDelete}>
                <Icon name="trash" /> Delete
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
