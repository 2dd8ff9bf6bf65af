import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { PartnerActivityDetail } from '../contract/partner.js';
import { type NormalisedActivity, normaliseRecord } from '../domain/catalogue-import.js';
import { CatalogueRecord, fieldPath } from '../domain/catalogue-record.js';
import type { Clock } from '../domain/time.js';
import { AppError } from '../errors.js';
import type { CatalogueStore, ImportCounts } from '../store/catalogue.js';
import type { Actor } from './actor.js';
import { presentActivityDetail } from './presenters.js';
import type { UsersService } from './users.js';

/** Something derived from the catalogue (the search index, density maps) that follows each import. */
export interface CatalogueIndexer {
  refresh(changedPks: number[], removedAny: boolean): void;
}

export class ImportFailed extends Error {
  constructor(readonly problems: string[]) {
    super(`import rejected: ${problems.length} problem(s); nothing was written`);
  }
}

export interface ImportSummary extends Omit<ImportCounts, 'changedPks'> {
  records: number;
  seconds: number;
}

export interface ImportOptions {
  replace: boolean;
  /** Called with (done, total) while writing. */
  onProgress?: (done: number, total: number) => void;
}

/** Validates every line first (all-or-nothing), reporting `line N: field: reason` for each problem. */
export const readCatalogue = async (input: Readable): Promise<NormalisedActivity[]> => {
  const problems: string[] = [];
  const records: NormalisedActivity[] = [];
  const firstLineOfRef = new Map<string, number>();
  let lineNo = 0;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNo++;
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (e) {
      problems.push(`line ${lineNo}: (record): invalid JSON: ${(e as Error).message}`);
      continue;
    }
    const parsed = CatalogueRecord.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const reason =
          issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
        problems.push(`line ${lineNo}: ${fieldPath(issue.path)}: ${reason}`);
      }
      continue;
    }
    const seen = firstLineOfRef.get(parsed.data.ref);
    if (seen !== undefined) {
      problems.push(`line ${lineNo}: ref: duplicate of line ${seen} ('${parsed.data.ref}')`);
      continue;
    }
    firstLineOfRef.set(parsed.data.ref, lineNo);
    records.push(normaliseRecord(parsed.data));
  }
  if (problems.length > 0) throw new ImportFailed(problems);
  return records;
};

export const createCatalogueService = (deps: {
  catalogue: CatalogueStore;
  users: UsersService;
  clock: Clock;
  indexers: CatalogueIndexer[];
}) => {
  const { catalogue, users, clock, indexers } = deps;

  const importFrom = async (input: Readable, opts: ImportOptions): Promise<ImportSummary> => {
    const started = performance.now();
    const activities = await readCatalogue(input);
    const counts = await catalogue.importActivities(activities, {
      replace: opts.replace,
      now: clock().toISOString(),
      onProgress: (done) => opts.onProgress?.(done, activities.length),
    });
    for (const indexer of indexers) indexer.refresh(counts.changedPks, counts.removed > 0);
    return {
      records: activities.length,
      added: counts.added,
      updated: counts.updated,
      unchanged: counts.unchanged,
      removed: counts.removed,
      seconds: (performance.now() - started) / 1000,
    };
  };

  return {
    /** Imports NDJSON from a file path or `-` (standard input). */
    importFile: (file: string, opts: ImportOptions): Promise<ImportSummary> =>
      importFrom(file === '-' ? process.stdin : createReadStream(file), opts),
    importStream: importFrom,
    count: (): number => catalogue.count(),
    /** GET /activities/{id}: the detail in the caller's language; records a SEEN interaction. */
    detail: (
      actor: Actor,
      activityId: string,
      languages: string[],
      opts: { debug?: boolean } = {},
    ): PartnerActivityDetail => {
      const activity = catalogue.findByPublicId(activityId.toLowerCase());
      if (!activity) throw new AppError('not_found', `Activity ${activityId} not found`);
      users.recordSeen(actor, activity.pk);
      return presentActivityDetail(activity, {
        languages,
        now: clock().getTime(),
        debug: opts.debug ?? false,
      });
    },
  };
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
