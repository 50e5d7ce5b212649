// CSV imports of products (docs/decisions/1433, 1434). `start` checks the file's bounds, records a
// job row and runs the import in the background; the console polls `job(id)` for total and done.
// A dry run validates every row against the file's rules and the database and reports every
// problem; a real run validates the same way inside one transaction and writes only when no row
// has a problem: any failure rolls the whole import back. While a run is in progress its counts
// are kept in this process (on PGlite the one connection belongs to the import's transaction);
// on PostgreSQL they are also written to the job row after each chunk, outside the transaction.
import { sql } from 'kysely';
import type { Db } from '../../../../db/index.js';
import { failWith, ok, type Result } from '../../../../shared/result.js';
import type { ImportProblem } from '../../tables.js';
import type { CatalogRewrites } from '../deps.js';
import type { FieldError } from '../fields.js';
import { planImport, type ImportPlan } from './plan.js';
import { parseRecords, readCsv, type ReadFile } from './read-file.js';
import { writePlan } from './write-plan.js';

export interface ImportJob {
  id: number;
  dryRun: boolean;
  status: 'running' | 'succeeded' | 'failed';
  fileName: string | null;
  total: number;
  done: number;
  created: number;
  updated: number;
  errors: ImportProblem[];
  warnings: ImportProblem[];
  message: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface ImportSummary {
  jobId: number;
  created: number;
  updated: number;
  skus: string[];
}

export interface StartImport {
  csv: string;
  dryRun: boolean;
  fileName?: string | null;
  operator?: { id: number; email: string } | null;
  now: Date;
  /** Runs in a real run's transaction once its rows are written (the audit entry goes here). */
  onWritten?: (tx: Db, summary: ImportSummary) => Promise<void>;
}

export interface ImportOptions {
  /** Write progress to the job row while running (PostgreSQL; not the embedded database). */
  progressToDb: boolean;
}

const byRow = (a: ImportProblem, b: ImportProblem) => a.row - b.row;

class RowProblems extends Error {
  constructor(
    readonly plan: ImportPlan,
    readonly problems: ImportProblem[],
  ) {
    super('The file has problems.');
  }
}

export class CatalogImports {
  private readonly running = new Map<number, ImportJob>();

  constructor(
    private readonly db: Db,
    private readonly rewrites: CatalogRewrites,
    private readonly options: ImportOptions,
  ) {}

  async start(
    input: StartImport,
  ): Promise<Result<{ job: ImportJob; finished: Promise<ImportJob> }, FieldError[]>> {
    const read = readCsv(input.csv);
    if (!read.ok) return failWith([read.error]);
    const row = await this.db
      .insertInto('catalog_import_job')
      .values({
        dry_run: input.dryRun,
        status: 'running',
        file_name: input.fileName?.slice(0, 255) ?? null,
        operator_id: input.operator?.id ?? null,
        operator_email: input.operator?.email ?? null,
        total: read.file.records.length,
        warnings: JSON.stringify(read.file.warnings),
        started_at: input.now,
      })
      .returning(['id', 'started_at'])
      .executeTakeFirstOrThrow();
    const job: ImportJob = {
      id: row.id,
      dryRun: input.dryRun,
      status: 'running',
      fileName: input.fileName ?? null,
      total: read.file.records.length,
      done: 0,
      created: 0,
      updated: 0,
      errors: [],
      warnings: read.file.warnings,
      message: null,
      startedAt: row.started_at,
      finishedAt: null,
    };
    this.running.set(job.id, job);
    const finished = this.run(job, read.file, input).finally(() => this.running.delete(job.id));
    return ok({ job: { ...job }, finished });
  }

  /** The job as it stands: this process's live counts while it runs here, else its row. */
  async job(id: number): Promise<ImportJob | null> {
    const live = this.running.get(id);
    if (live) return { ...live };
    const r = await this.db
      .selectFrom('catalog_import_job')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) return null;
    return {
      id: r.id,
      dryRun: r.dry_run,
      status: r.status,
      fileName: r.file_name,
      total: r.total,
      done: r.done,
      created: r.created,
      updated: r.updated,
      errors: r.errors,
      warnings: r.warnings,
      message: r.message,
      startedAt: r.started_at,
      finishedAt: r.finished_at,
    };
  }

  private async run(job: ImportJob, file: ReadFile, input: StartImport): Promise<ImportJob> {
    const t0 = performance.now();
    try {
      const { parsed, problems } = parseRecords(file, (n) => {
        if (input.dryRun) job.done = n;
      });
      if (input.dryRun) {
        const plan = await planImport(this.db, parsed);
        this.report(job, plan, [...problems, ...plan.problems]);
        job.done = job.total;
      } else {
        await this.db.transaction().execute(async (tx) => {
          await sql`select pg_advisory_xact_lock(hashtext('catalog_import'))`.execute(tx);
          const plan = await planImport(tx, parsed);
          const all = [...problems, ...plan.problems];
          if (all.length > 0) throw new RowProblems(plan, all);
          this.report(job, plan, []);
          const skus = await writePlan(tx, plan, this.rewrites, input.now, (done) =>
            this.progress(job, done),
          );
          await input.onWritten?.(tx, {
            jobId: job.id,
            created: job.created,
            updated: job.updated,
            skus,
          });
        });
      }
      job.status = job.errors.length > 0 ? 'failed' : 'succeeded';
    } catch (err) {
      job.status = 'failed';
      if (err instanceof RowProblems) this.report(job, err.plan, err.problems);
      else
        job.message = `The import stopped and nothing was written: ${err instanceof Error ? err.message : String(err)}`;
      job.done = input.dryRun ? job.total : 0;
    }
    // The request's clock plus the time the run took, so a test clock gives test times.
    job.finishedAt = new Date(input.now.getTime() + (performance.now() - t0));
    await this.save(job);
    return { ...job };
  }

  private report(job: ImportJob, plan: ImportPlan, problems: ImportProblem[]): void {
    job.errors = problems.sort(byRow);
    job.warnings = [...job.warnings, ...plan.warnings];
    job.created = plan.rows.filter((r) => r.id === null).length;
    job.updated = plan.rows.length - job.created;
  }

  private async progress(job: ImportJob, done: number): Promise<void> {
    job.done = done;
    if (!this.options.progressToDb) return;
    await this.db
      .updateTable('catalog_import_job')
      .set({ done })
      .where('id', '=', job.id)
      .execute();
  }

  private async save(job: ImportJob): Promise<void> {
    await this.db
      .updateTable('catalog_import_job')
      .set({
        status: job.status,
        done: job.done,
        created: job.created,
        updated: job.updated,
        errors: JSON.stringify(job.errors),
        warnings: JSON.stringify(job.warnings),
        message: job.message,
        finished_at: job.finishedAt,
      })
      .where('id', '=', job.id)
      .execute();
  }
}
