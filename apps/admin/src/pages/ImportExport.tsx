// Import and export: a product CSV checked by a dry run (every bad row with its line and why,
// nothing written), then imported as one job whose progress is polled from its row until it
// ends (docs/decisions/1433, 1434); CSV downloads of the products and, for operators who may see
// orders, of the orders (GET /admin-api/export/*.csv, docs/decisions/1436, 1460).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { execute, failureOf, request } from '../api/client';
import { can, useSession } from '../api/session';
import { Field } from '../components/Field';
import { Loading } from '../components/Loading';
import {
  ImportExportJobDocument,
  ImportExportStartDocument,
  type ImportJobFieldsFragment,
} from '../generated/graphql';
import { lineOfRow, recordLines } from './importLines';
import styles from './ImportExport.module.css';

/** The import's bounds (docs/decisions/1434); the API checks them again. */
const MAX_BYTES = 16 * 1024 * 1024;
const POLL_MS = 400;
export const EXPORT_PATH = '/admin-api/export';

type Job = ImportJobFieldsFragment;
type Problem = Job['errors'][number];

const fileSchema = z.object({
  file: z
    .custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList, {
      message: 'Choose a CSV file.',
    })
    .refine((f) => f.length === 1, 'Choose a CSV file.')
    .refine((f) => (f[0]?.size ?? 0) > 0, 'The file is empty.')
    .refine(
      (f) => (f[0]?.size ?? 0) <= MAX_BYTES,
      'The file is larger than 16 MB: split it into several files.',
    ),
});
type FileValues = z.infer<typeof fileSchema>;

/** A started job: which file, what kind of run, and where each of its rows starts. */
type Run = { id: number; dryRun: boolean; fileName: string; lines: number[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ProblemTable({
  problems,
  lines,
  caption,
}: {
  problems: readonly Problem[];
  lines: readonly number[];
  caption: string;
}) {
  return (
    <div className="table-wrap">
      <table>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            <tr key={i}>
              <td>{lineOfRow(lines, p.row) ?? '–'}</td>
              <td>{p.row > 0 ? p.row : 'Whole file'}</td>
              <td>{p.column ?? '–'}</td>
              <td>{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Progress({ job }: { job: Job }) {
  const total = Math.max(job.total, 0);
  const done = Math.min(job.done, total);
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} rows`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.count}>
        {done} of {plural(total, 'row', 'rows')} ({percent}%)
      </p>
    </div>
  );
}

/** The one-sentence outcome, read out by the status region. */
function outcomeOf(job: Job): string {
  if (job.status === 'running')
    return job.dry_run ? 'Checking the file…' : `Importing ${plural(job.total, 'row', 'rows')}…`;
  const n = job.errors.length;
  if (job.dry_run)
    return n > 0
      ? `The dry run found ${plural(n, 'problem', 'problems')}. Nothing was imported: correct the file and check it again.`
      : `No problems in ${plural(job.total, 'row', 'rows')}: the import would create ${plural(job.created, 'product', 'products')} and update ${job.updated}. Nothing is imported until you choose Import.`;
  return job.status === 'succeeded'
    ? `Import finished: ${plural(job.created, 'product', 'products')} created, ${job.updated} updated.`
    : `The import failed and nothing was imported.${n > 0 ? ` The file has ${plural(n, 'problem', 'problems')}.` : ''}`;
}

function JobReport({ job, run }: { job: Job; run: Run }) {
  const failed = job.status === 'failed' || (job.dry_run && job.errors.length > 0);
  return (
    <section aria-labelledby="import-result-heading" className={styles.report}>
      <h3 id="import-result-heading">
        {job.dry_run ? 'Dry run' : 'Import'} of {run.fileName}
      </h3>
      {!job.dry_run && (job.status !== 'failed' || job.done > 0) ? <Progress job={job} /> : null}
      {job.status === 'running' && job.dry_run ? <Loading label="Checking the file" /> : null}
      {job.status !== 'running' ? (
        <p className={failed ? 'error' : styles.success} data-testid="import-outcome">
          {outcomeOf(job)}
        </p>
      ) : null}
      {job.message ? <p className="error">{job.message}</p> : null}
      {job.errors.length > 0 ? (
        <ProblemTable
          problems={job.errors}
          lines={run.lines}
          caption={`Problems (${job.errors.length}), by line of the file`}
        />
      ) : null}
      {job.warnings.length > 0 && job.status !== 'running' ? (
        <ProblemTable
          problems={job.warnings}
          lines={run.lines}
          caption={`Warnings (${job.warnings.length}): the import goes on`}
        />
      ) : null}
    </section>
  );
}

function ImportForm() {
  const client = useQueryClient();
  const form = useForm<FileValues>({ resolver: zodResolver(fileSchema) });
  const [run, setRun] = useState<Run | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useQuery({
    queryKey: ['import-job', run?.id ?? 0],
    queryFn: () => request(ImportExportJobDocument, { id: run?.id ?? 0 }),
    enabled: run !== null,
    refetchInterval: (q) => (q.state.data?.adminImportJob?.status === 'running' ? POLL_MS : false),
  });
  const current = run ? job.data?.adminImportJob : undefined;
  const busy = starting || current?.status === 'running';

  const start = (dryRun: boolean) =>
    form.handleSubmit(async ({ file }) => {
      const chosen = file[0];
      if (!chosen || busy) return;
      setStarting(true);
      try {
        const csv = await chosen.text();
        const r = await execute(ImportExportStartDocument, {
          csv,
          file_name: chosen.name,
          dry_run: dryRun,
        });
        if (!r.ok) {
          form.setError('file', { message: r.failure.message });
          return;
        }
        const { job: started, errors } = r.data.adminStartProductImport;
        if (!started) {
          form.setError('file', { message: errors.map((e) => e.message).join(' ') });
          return;
        }
        client.setQueryData(['import-job', started.id], { adminImportJob: started });
        setRun({ id: started.id, dryRun, fileName: chosen.name, lines: recordLines(csv) });
        if (!dryRun) void client.invalidateQueries({ queryKey: ['products'] });
      } finally {
        setStarting(false);
      }
    });

  return (
    <>
      <form onSubmit={start(true)} noValidate aria-labelledby="import-heading">
        <h2 id="import-heading">Import products</h2>
        <p>
          A CSV file with a header row naming Magento’s product columns (<code>sku</code> is
          required; <code>name</code> and <code>price</code> for a new product). Rows with a known
          SKU update that product; an empty cell leaves its value as it is. At most 16 MB and 20,000
          rows.
        </p>
        <Field
          label="CSV file"
          hint="Check the file first: the dry run lists every problem and writes nothing."
          error={form.formState.errors.file?.message}
        >
          <input
            type="file"
            accept=".csv,text/csv"
            {...form.register('file', { onChange: () => setRun(null) })}
          />
        </Field>
        {/* aria-disabled, not disabled: the pressed button keeps the keyboard focus while the job runs. */}
        <div className={styles.actions}>
          <button type="submit" aria-disabled={busy}>
            Check the file (dry run)
          </button>
          <button type="button" aria-disabled={busy} onClick={() => void start(false)()}>
            Import
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="visually-hidden">
        {starting ? 'Sending the file…' : current ? outcomeOf(current) : ''}
      </p>
      {starting ? <Loading label="Sending the file" /> : null}
      {job.isError ? (
        <p role="alert" className="error">
          {failureOf(job.error).message}
        </p>
      ) : null}
      {run && current ? <JobReport job={current} run={run} /> : null}
    </>
  );
}

const rangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
type RangeValues = z.infer<typeof rangeSchema>;

/** The orders file, all orders or those placed within whole UTC days. */
function OrderExport() {
  const form = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { from: '', to: '' },
  });
  const onSubmit = form.handleSubmit(({ from, to }) => {
    const params = new URLSearchParams();
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    const query = params.toString();
    window.location.assign(`${EXPORT_PATH}/orders.csv${query ? `?${query}` : ''}`);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="export-orders-heading">
      <h3 id="export-orders-heading">Orders</h3>
      <p>One line per order, newest first. Leave the dates empty for every order.</p>
      <div className={styles.range}>
        <Field label="Placed from (UTC)" error={errors.from?.message}>
          <input type="date" {...form.register('from')} />
        </Field>
        <Field label="Placed to (UTC)" error={errors.to?.message}>
          <input type="date" {...form.register('to')} />
        </Field>
      </div>
      <button type="submit">Download orders CSV</button>
    </form>
  );
}

export default function ImportExport() {
  const { data: session } = useSession();
  return (
    <>
      <h1>Import and export</h1>
      <ImportForm />
      <section aria-labelledby="export-heading" className={styles.exports}>
        <h2 id="export-heading">Export</h2>
        <p>
          CSV files for a spreadsheet. Text that a spreadsheet could run as a formula starts with an
          apostrophe; importing the products file again removes it and changes nothing.
        </p>
        <h3>Products</h3>
        <p>Every product in the import’s columns.</p>
        <p>
          <a className={styles.download} href={`${EXPORT_PATH}/products.csv`} download>
            Download products CSV
          </a>
        </p>
        {session && can(session.operator, 'ORDERS') ? <OrderExport /> : null}
      </section>
    </>
  );
}
