// A query's loading state and, when it failed, the failure's message: the lines every page shows
// above what it loaded.
import { failureOf } from '../api/client';
import { Loading } from './Loading';

export function QueryState({
  query,
  label,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** What is loading, e.g. 'Loading the orders'. */
  label: string;
}) {
  return (
    <>
      {query.isPending ? <Loading label={label} /> : null}
      {query.isError ? (
        <p role="alert" className="error">
          {failureOf(query.error).message}
        </p>
      ) : null}
    </>
  );
}
