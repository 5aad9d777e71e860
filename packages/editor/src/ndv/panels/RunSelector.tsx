import { t } from '../../i18n';

/** Props: `runs` count, `value` (index), `onChange`, `panel` for test ids. Hidden for one run or none. */
export function RunSelector({
  runs,
  value,
  onChange,
  panel,
}: {
  runs: number;
  value: number;
  onChange(index: number): void;
  panel: 'input' | 'output';
}) {
  if (runs <= 1) return null;
  return (
    <select
      className="select select--sm ndv-run-select"
      value={Math.min(value, runs - 1)}
      onChange={(e) => onChange(Number(e.target.value))}
      aria-label={t('ndv.run')}
      data-testid={`ndv-${panel}-run`}
    >
      {Array.from({ length: runs }, (_, i) => (
        <option key={i} value={i}>
          {t('ndv.runOf', { number: i + 1, total: runs })}
        </option>
      ))}
    </select>
  );
}
