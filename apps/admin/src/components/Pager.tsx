// Previous and next page buttons under a list: the list's page is held by its page (in the URL).
export function Pager({
  label,
  page,
  hasNext,
  onPage,
}: {
  /** The navigation's accessible name, e.g. 'Order pages'. */
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
