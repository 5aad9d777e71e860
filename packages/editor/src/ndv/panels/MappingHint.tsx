import { useEffect, useLayoutEffect, useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { useNdvStore } from '../../stores/ndv/store';
import { isMappingOnboarded, MAPPING_TOOLTIP_DELAY_MS, shouldShowMappingHint } from '../mapping';

/**
 * The data-mapping hint: when a string parameter input has had focus for
 * 500 ms, the user has never mapped data, the input panel has data and shows a table, JSON or
 * schema, a tooltip under the input says fields can be dragged onto it. Blur hides it; the
 * dismiss button hides it while this node is open. Props: `container` (the view's root element;
 * focus is watched inside its parameters area).
 */
export function MappingHint({ container }: { container: HTMLElement | null }) {
  const [field, setField] = useState<HTMLElement | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const inputMode = useNdvStore((s) => s.inputMode);
  const hasInputData = useNdvStore((s) => s.inputHasData);
  const dismissed = useNdvStore((s) => s.mappingHintDismissed);

  useEffect(() => {
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest?.('.ndv-mapping-hint')) return;
      const f = target.closest?.<HTMLElement>('.ndvp-field');
      if (!f || !target.closest('.ndv-main__body')) return;
      clearTimeout(timer);
      setEnabled(false);
      setField(f);
      timer = setTimeout(() => setEnabled(true), MAPPING_TOOLTIP_DELAY_MS);
    };
    const onOut = (e: FocusEvent) => {
      const next = e.relatedTarget as HTMLElement | null;
      if (next?.closest?.('.ndv-mapping-hint')) return;
      clearTimeout(timer);
      setEnabled(false);
      setField(null);
    };
    container.addEventListener('focusin', onIn);
    container.addEventListener('focusout', onOut);
    return () => {
      clearTimeout(timer);
      container.removeEventListener('focusin', onIn);
      container.removeEventListener('focusout', onOut);
    };
  }, [container]);

  const show =
    !!field &&
    !dismissed &&
    shouldShowMappingHint({
      enabled,
      onboarded: isMappingOnboarded(),
      focused: !!field,
      parameterType: field?.dataset.type ?? '',
      hasInputData,
      inputDisplayMode: inputMode,
    });

  useLayoutEffect(() => {
    if (!show || !field) return;
    // Below the field, or below an inline expression's result dropdown when one is open under it.
    const update = () => {
      const box = field.getBoundingClientRect();
      const dropdown = field.querySelector('.inline-expression__dropdown')?.getBoundingClientRect();
      setRect(
        dropdown && dropdown.bottom > box.bottom
          ? new DOMRect(box.left, box.top, box.width, dropdown.bottom - box.top)
          : box,
      );
    };
    update();
    const scroller = field.closest('.ndv-main__body');
    scroller?.addEventListener('scroll', update, { passive: true });
    return () => scroller?.removeEventListener('scroll', update);
  }, [show, field]);

  if (!show || !rect) return null;
  return (
    <div
      className="ndv-mapping-hint"
      role="tooltip"
      data-testid="ndv-mapping-hint"
      style={{ top: rect.bottom + 6, left: rect.left, maxWidth: 300 }}
    >
      <Icon name="sparkles" size={14} />
      <span>{t('dataMapping.hint')}</span>
      <button
        type="button"
        className="ndv-mapping-hint__close"
        aria-label={t('dataMapping.hint.dismiss')}
        onClick={() => useNdvStore.getState().dismissMappingHint()}
        data-testid="ndv-mapping-hint-dismiss"
      >
        <Icon name="close" size={12} />
      </button>
    </div>
  );
}
