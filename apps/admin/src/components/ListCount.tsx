// The line above a list: how many it holds, which page shows, and 'Updating…' while a new page or
// filter loads (announced politely).
export function ListCount({
  fetching,
  total,
  page,
  pages,
  one,
  many,
}: {
  fetching: boolean;
  total: number;
  page: number;
  pages: number;
  /** The noun for one item ('order') and for any other count ('orders'). */
  one: string;
  many: string;
}) {
  return (
    <p role="status" aria-live="polite">
      {fetching ? 'Updating… ' : ''}
      {total} {total === 1 ? one : many}, page {page} of {pages}
    </p>
  );
}
