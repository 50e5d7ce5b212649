// One page of a list as the console's list pages show it: the count line above (ListCount), the
// table (a caption for screen readers, a header cell per column, a row per item) and the pager
// under it. The page itself is held by the list's page (in the URL).
import type { ReactNode } from 'react';
import { ListCount } from './ListCount';
import { Pager } from './Pager';

export interface Column<T> {
  /** The header cell's text, also the column's key. */
  header: string;
  cell: (row: T) => ReactNode;
}

/** A page of a list as the admin API answers one. */
export interface ListPage<T> {
  total_count: number;
  page_info: { total_pages: number };
  items: readonly T[];
}

export function PagedTable<T>({
  list,
  rowKey,
  columns,
  caption,
  one,
  many,
  pagerLabel,
  fetching,
  page,
  onPage,
}: {
  list: ListPage<T>;
  rowKey: (row: T) => string | number;
  columns: readonly Column<T>[];
  /** The table's caption, read by screen readers only, e.g. 'Orders, newest first'. */
  caption: string;
  /** The noun for one item ('order') and for any other count ('orders'). */
  one: string;
  many: string;
  /** The pager's accessible name, e.g. 'Order pages'. */
  pagerLabel: string;
  /** True while another page or filter loads: the count line says 'Updating…'. */
  fetching: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, list.page_info.total_pages);
  return (
    <>
      <ListCount
        fetching={fetching}
        total={list.total_count}
        page={page}
        pages={pages}
        one={one}
        many={many}
      />
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.items.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label={pagerLabel} page={page} hasNext={page < pages} onPage={onPage} />
    </>
  );
}
