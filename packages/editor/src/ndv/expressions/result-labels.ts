/**
 * The labels of special expression results ('[empty]', '[undefined]',
 * the uncalled-function message …) in the active locale. @weft/workflow formats results with
 * whatever labels it is given, so the core stays free of any locale.
 */
import type { ResultLabels } from '@weft/workflow';
import { t } from '../../i18n';

/**
 * The result labels of the active locale, for `formatExpressionResult(result, resultLabels())`.
 *
 * @example formatExpressionResult({ value: '' }, resultLabels()).text // '[empty string]' in English
 */
export function resultLabels(): ResultLabels {
  return {
    empty: t('expressionModalInput.empty'),
    emptyString: t('expressionModalInput.emptyString'),
    undefined: t('expressionModalInput.undefined'),
    null: t('expressionModalInput.null'),
    uncalledFunction: t('expressionEditor.uncalledFunction'),
    error: t('expressionModalInput.error'),
    noExecutionData: t('expressionModalInput.noExecutionData'),
    pairedItem: t('expressionModalInput.pairedItemError'),
    array: t('expressionModalInput.array'),
    object: t('expressionModalInput.object'),
  };
}
