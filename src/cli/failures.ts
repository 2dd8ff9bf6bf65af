/**
 * Failures a person can act on, as one line saying what went wrong and what to do: a database or
 * port that cannot be reached or used, a missing file, a file that is not a database. Anything else
 * is a fault of ours and keeps its stack.
 */

interface SystemError {
  code?: unknown;
  errno?: unknown;
  address?: unknown;
  port?: unknown;
  path?: unknown;
  hostname?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

/** The error and its causes (AggregateError members, `cause` chains), outermost first. */
const chain = (e: unknown): SystemError[] => {
  const out: SystemError[] = [];
  const walk = (x: unknown, depth: number): void => {
    if (!x || typeof x !== 'object' || depth > 5) return;
    const s = x as SystemError;
    out.push(s);
    if (Array.isArray(s.errors)) for (const m of s.errors) walk(m, depth + 1);
    walk(s.cause, depth + 1);
  };
  walk(e, 0);
  return out;
};

const where = (s: SystemError): string =>
  s.address !== undefined ? `${String(s.address)}${s.port !== undefined ? `:${String(s.port)}` : ''}` : '';

/** One line for an expected failure, or null when it is not one. */
export const actionable = (e: unknown): string | null => {
  for (const s of chain(e)) {
    const msg = typeof s.message === 'string' ? s.message : '';
    switch (s.code) {
      case 'ECONNREFUSED':
        return `cannot connect to ${where(s) || 'the database server'}: nothing is listening there. Start the server (for Postgres: is it running, on this port?) or fix the URL.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `cannot resolve host ${String(s.hostname ?? '')}: check the host name in the URL.`;
      case 'ETIMEDOUT':
        return `connection to ${where(s) || 'the server'} timed out: check the host, port and firewall.`;
      case 'EADDRINUSE':
        return `port ${String(s.port ?? '')} is already in use${s.address ? ` on ${String(s.address)}` : ''}: stop the process using it or choose another port.`;
      case 'EACCES':
        return s.port !== undefined
          ? `port ${String(s.port)} needs privileges: choose a port above 1023.`
          : `permission denied: ${String(s.path ?? msg)}.`;
      case 'ENOENT':
        return `no such file or directory: ${String(s.path ?? msg)}.`;
      case '3D000':
        return `${msg}: create it first (createdb NAME) or fix the database name in the URL.`;
      case '28P01':
      case '28000':
        return `${msg}: check the user and password in the URL (or PGPASSWORD).`;
      case 'SQLITE_NOTADB':
        return `not a SQLite database: ${msg}. Give the path of a Jaunt database file (data/jaunt.db by default).`;
      case 'SQLITE_CANTOPEN':
        return `cannot open the SQLite database (${msg}): check that the path exists and is writable.`;
    }
  }
  return null;
};
