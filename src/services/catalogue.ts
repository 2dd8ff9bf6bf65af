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
  /** Catches up with the catalogue now (the importer's own process sees its import at once). */
  refresh(): Promise<void>;
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
  /**
   * A ref prefix (one supplier's `octo:<name>:`): every record must carry it, and `replace` removes
   * only activities whose ref starts with it; the rest of the catalogue is not touched.
   */
  scope?: string;
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

const cutoffText = (m: number): string =>
  m % 1440 === 0
    ? `${m / 1440} day${m === 1440 ? '' : 's'}`
    : m % 60 === 0
      ? `${m / 60} hour${m === 60 ? '' : 's'}`
      : `${m} minute${m === 1 ? '' : 's'}`;

/** The additive `cancellation_policy` of an activity detail. */
export const cancellationPolicy = (cutoffMinutes: number) => ({
  cutoff_minutes: cutoffMinutes,
  description:
    cutoffMinutes === 0
      ? 'Free cancellation until the session starts.'
      : `Free cancellation until ${cutoffText(cutoffMinutes)} before the session starts.`,
});

export const createCatalogueService = (deps: {
  catalogue: CatalogueStore;
  users: UsersService;
  clock: Clock;
  indexers: CatalogueIndexer[];
  /** The cancellation cutoff of a supplier activity (by catalogue ref), when its supplier says it. */
  cancellationCutoffOf?: (ref: string) => Promise<number | null>;
}) => {
  const { catalogue, users, clock, indexers } = deps;

  const importFrom = async (input: Readable, opts: ImportOptions): Promise<ImportSummary> => {
    const started = performance.now();
    const activities = await readCatalogue(input);
    const scope = opts.scope;
    if (scope !== undefined) {
      const outside = activities.filter((a) => !a.ref.startsWith(scope));
      if (outside.length > 0)
        throw new ImportFailed(
          outside.map((a) => `ref: '${a.ref}' is outside this import's scope '${scope}'`),
        );
    }
    const counts = await catalogue.importActivities(activities, {
      replace: opts.replace,
      ...(scope !== undefined ? { scope } : {}),
      now: clock().toISOString(),
      onProgress: (done) => opts.onProgress?.(done, activities.length),
    });
    for (const indexer of indexers) await indexer.refresh();
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
    count: (): Promise<number> => catalogue.count(),
    /** GET /activities/{id}: the detail in the caller's language; records a SEEN interaction. */
    detail: async (
      actor: Actor,
      activityId: string,
      languages: string[],
      opts: { debug?: boolean } = {},
    ): Promise<PartnerActivityDetail> => {
      const activity = await catalogue.findByPublicId(activityId.toLowerCase());
      if (!activity) throw new AppError('not_found', `Activity ${activityId} not found`);
      await users.recordSeen(actor, activity.pk);
      const detail = presentActivityDetail(activity, {
        languages,
        now: clock().getTime(),
        debug: opts.debug ?? false,
      });
      // Only supplier activities have a known policy; the others cost no lookup.
      const cutoff =
        activity.ref.startsWith('octo:') && deps.cancellationCutoffOf
          ? await deps.cancellationCutoffOf(activity.ref)
          : null;
      if (cutoff === null) return detail;
      return { ...detail, cancellation_policy: cancellationPolicy(cutoff) };
    },
  };
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
