/**
 * The CPU side of a catalogue import: each NDJSON line parsed, validated and normalised, in the
 * importer's thread for small loads and in worker threads for large ones, so that on a multi-core
 * machine this work overlaps the importer's writes (which stay on its one database connection).
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CatalogueRecord, fieldPath } from '../record.js';
import { type NormalisedActivity, normaliseRecord } from './normalise.js';

/** One non-blank line: its activity, or its problems as `line N: field: reason`. */
export type ParsedLine =
  | { lineNo: number; activity: NormalisedActivity; problems?: never }
  | { lineNo: number; activity?: never; problems: string[] };

const parseLine = (line: string, lineNo: number): ParsedLine => {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (e) {
    return { lineNo, problems: [`line ${lineNo}: (record): invalid JSON: ${(e as Error).message}`] };
  }
  const parsed = CatalogueRecord.safeParse(json);
  if (parsed.success) return { lineNo, activity: normaliseRecord(parsed.data) };
  return {
    lineNo,
    problems: parsed.error.issues.map((issue) => {
      const reason =
        issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
      return `line ${lineNo}: ${fieldPath(issue.path)}: ${reason}`;
    }),
  };
};

/** Parses consecutive lines, the first numbered `firstLineNo`; blank lines are skipped. */
export const parseLines = (lines: readonly string[], firstLineNo: number): ParsedLine[] => {
  const out: ParsedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() !== '') out.push(parseLine(line, firstLineNo + i));
  }
  return out;
};

/** Parses blocks of lines, in the order given back by the promises' order of submission. */
export interface LineParser {
  parse(lines: string[], firstLineNo: number): Promise<ParsedLine[]>;
  close(): Promise<void>;
}

export const inThreadParser = (): LineParser => ({
  parse: async (lines, firstLineNo) => parseLines(lines, firstLineNo),
  close: async () => undefined,
});

/**
 * Worker threads used by one import: one per core beside the importer's own thread (which writes),
 * at most two. Each costs about 60 MB of memory, so a 2-core machine gets one.
 */
export const importWorkerCount = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Under src/, workers load their TypeScript through tsx's CommonJS hooks, registered in the worker
 * itself, so they start alike under `tsx`, `node --import tsx` and the test runner (its ESM hooks would
 * start a loader thread per worker: twice the memory). Built (dist/), they import their .js: tsx is
 * needed only in development.
 */
const BOOT = `
const { workerData } = require('node:worker_threads');
if (workerData.tsx) {
  require(workerData.tsx).register();
  require(workerData.entry);
} else import(require('node:url').pathToFileURL(workerData.entry).href);
`;

interface Reply {
  id: number;
  parsed?: ParsedLine[];
  error?: string;
}

/** `count` worker threads; blocks go to them in turn (each worker answers its blocks in order). */
export const workerParser = (count: number): LineParser => {
  const ts = import.meta.url.endsWith('.ts');
  const tsxApi = ts ? createRequire(import.meta.url).resolve('tsx/cjs/api') : null;
  const entry = new URL(`./import-worker${ts ? '.ts' : '.js'}`, import.meta.url);
  const workers: Worker[] = [];
  const waiting = new Map<number, { resolve: (p: ParsedLine[]) => void; reject: (e: Error) => void }>();
  let failed: Error | null = null;
  const fail = (e: Error) => {
    failed ??= e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  for (let i = 0; i < count; i++) {
    const worker = new Worker(BOOT, {
      eval: true,
      execArgv: [],
      // A worker holds a few blocks of lines at a time: small heaps keep the import's peak RSS down.
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
      workerData: { tsx: tsxApi, entry: fileURLToPath(entry) },
    });
    worker.on('message', (m: Reply) => {
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.parsed) w.resolve(m.parsed);
      else w.reject(new Error(m.error ?? 'import worker failed'));
    });
    worker.on('error', (e) => fail(e));
    worker.on('exit', (code) => {
      if (waiting.size > 0) fail(new Error(`import worker exited (code ${code})`));
    });
    workers.push(worker);
  }
  let next = 0;
  return {
    parse: (lines, firstLineNo) =>
      new Promise<ParsedLine[]>((resolve, reject) => {
        if (failed) return reject(failed);
        const id = next++;
        waiting.set(id, { resolve, reject });
        (workers[id % workers.length] as Worker).postMessage({ id, lines, firstLineNo });
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
};
