import type { NodeProperty } from '@weft/workflow';
import type { RemoteOptionsState } from './remote-options';

/** Props of a parameter's fixed-mode input (ParameterInput and the inputs it chooses from). */
export interface ParameterInputProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  id?: string;
  disabled?: boolean;
  remote?: RemoteOptionsState;
  /** Aria attributes from the wrapper. */
  describedBy?: string;
}
