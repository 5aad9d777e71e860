import { Button } from '../ui/Button';

export interface PagerProps {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  noun: string;
  onPage(page: number): void;
}

/** "1–25 of 312 workflows" with previous and next buttons; hidden when everything fits one page. */
export function Pager({ page, pages, from, to, total, noun, onPage }: PagerProps) {
  if (pages <= 1)
    return (
      <div className="list-footer muted">
        {total} {noun}
      </div>
    );
  return (
    <nav className="list-footer" aria-label="Pages">
      <span className="muted" data-testid="pager-range">
        {from}–{to} of {total} {noun}
      </span>
      <div className="row">
        <Button
          size="sm"
          icon="chevronLeft"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <span className="pager__page">
          Page {page} of {pages}
        </span>
        <Button
          size="sm"
          icon="chevronRight"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </nav>
  );
}
