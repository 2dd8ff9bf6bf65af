/**
 * The fingerprint of what a snapshot's derived maps (quality order, cells, gazetteer, facet index)
 * are worked out from besides the docs: the source of the modules that work them out (this room's
 * query/ with its lexicon data, ranking, the docs' columns and the builder) and DERIVATION_VERSION.
 * The persisted snapshot stores its maps with the fingerprint of the process that wrote them; a load
 * whose fingerprint differs (a deploy changed the code or the place data) keeps the file's docs and
 * text index but works the maps out again, and the file is rewritten. Hashes the files as this
 * process runs them (`.ts` under tsx, `.js` from `dist/`), once per process: a few ms.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raise when the maps' meaning changes in a way the sources below do not show. */
const DERIVATION_VERSION = 1;

/** Relative to this room (src/discovery or dist/discovery): folders whole, files without extension. */
const SOURCES = [
  'query',
  'ranking',
  'snapshot/build-snapshot',
  'snapshot/doc-columns',
  'snapshot/ranking-docs',
  '../platform/geo',
];

const filesUnder = (path: string, ext: string): string[] => {
  if (!statSync(path).isDirectory()) return path.endsWith(ext) ? [path] : [];
  return readdirSync(path)
    .sort()
    .flatMap((f) => filesUnder(join(path, f), ext));
};

let memo: string | null = null;

/** This process's fingerprint (hex), worked out on first use. */
export const derivationFingerprint = (): string => {
  if (memo) return memo;
  const self = fileURLToPath(import.meta.url);
  const ext = extname(self);
  const room = join(self, '..', '..');
  const hash = createHash('sha256').update(`derivation ${DERIVATION_VERSION}\n`);
  for (const source of SOURCES) {
    const path = join(room, source);
    const files = existsSync(path) ? filesUnder(path, ext) : existsSync(path + ext) ? [path + ext] : null;
    if (!files) throw new Error(`derivation source ${source} not found beside ${self}`);
    for (const f of files) hash.update(`${relative(room, f)}\n`).update(readFileSync(f));
  }
  memo = hash.digest('hex');
  return memo;
};
