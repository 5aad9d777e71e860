/**
 * Which of a declarative node's credentials signs its requests: its only credential, or among
 * several the first whose display rules match the parameters (n8n picks by the `authentication`
 * parameter the same way). Pure.
 */
import {
  isDisplayed,
  type NodeCredentialDescription,
  type NodeParameters,
  type NodeTypeDescription,
} from '@weft/workflow';

/** The outcome of {@link chooseCredential}. */
export type CredentialChoice =
  | { kind: 'none' }
  | { kind: 'credential'; credential: NodeCredentialDescription }
  /** Several credentials are declared and none is shown for these parameters. */
  | { kind: 'unmatched'; authentication: unknown };

/**
 * The credential the requests of a node use.
 *
 * @example
 * chooseCredential({ credentials: [{ name: 'a', displayOptions: { show: { authentication: ['a'] } } }, { name: 'b', displayOptions: { show: { authentication: ['b'] } } }] }, { authentication: 'b' }, 1)
 * // { kind: 'credential', credential: { name: 'b', … } }
 */
export function chooseCredential(
  description: Pick<NodeTypeDescription, 'credentials'>,
  parameters: NodeParameters,
  version: number,
): CredentialChoice {
  const list = description.credentials ?? [];
  if (!list.length) return { kind: 'none' };
  if (list.length === 1) return { kind: 'credential', credential: list[0]! };
  const shown = list.find((c) => c.displayOptions && isDisplayed(c.displayOptions, parameters, version));
  return shown
    ? { kind: 'credential', credential: shown }
    : { kind: 'unmatched', authentication: parameters.authentication };
}
