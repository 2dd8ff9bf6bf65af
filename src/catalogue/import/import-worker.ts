/** A catalogue import's worker thread (see import-parse.ts): parses the blocks of lines it is sent. */
import { parentPort } from 'node:worker_threads';
import { parseLines } from './parse-lines.js';

parentPort?.on('message', (m: { id: number; lines: string[]; firstLineNo: number }) => {
  try {
    parentPort?.postMessage({ id: m.id, parsed: parseLines(m.lines, m.firstLineNo) });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, error: (e as Error).stack ?? String(e) });
  }
});
