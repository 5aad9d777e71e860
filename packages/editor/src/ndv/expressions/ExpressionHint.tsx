import { t } from '../../i18n';
import { EXPRESSIONS_DOCS_URL } from './evaluation';

/**
 * The syntax hint under both expression editors: "Anything inside {{ }} is
 * JavaScript." with a docs link. The locale's sentence places the braces with `{code}`.
 * Props: `className`.
 */
export function ExpressionHint({ className }: { className: string }) {
  const [before, after = ''] = t('expressionEdit.hint').split('{code}');
  return (
    <div className={className}>
      {before}
      <code>{'{{ }}'}</code>
      {after}{' '}
      <a href={EXPRESSIONS_DOCS_URL} target="_blank" rel="noopener noreferrer">
        {t('expressionEdit.learnMore')}
      </a>
    </div>
  );
}
