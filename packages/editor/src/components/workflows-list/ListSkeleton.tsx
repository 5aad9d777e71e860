/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div className="list" role="status" aria-live="polite" aria-label={label} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-item skeleton-row" aria-hidden>
          <div className="skeleton" style={{ width: 32, height: 32, borderRadius: 8 }} />
          <div style={{ flex: 1 }}>
            <div className="skeleton" style={{ width: `${38 + ((i * 17) % 30)}%`, height: 14 }} />
            <div className="skeleton" style={{ width: `${20 + ((i * 11) % 20)}%`, height: 10, marginTop: 8 }} />
          </div>
          <div className="skeleton" style={{ width: 34, height: 20, borderRadius: 999 }} />
        </div>
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
