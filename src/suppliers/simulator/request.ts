/** The OCTO simulator's HTTP plumbing: a request's JSON body, its string fields, a JSON answer. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OctoFail } from './world.js';

export const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new OctoFail('BAD_REQUEST', 'body is not valid JSON');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new OctoFail('BAD_REQUEST', 'body must be an object');
  return v as Record<string, unknown>;
};

export const str = (body: Record<string, unknown>, key: string): string | undefined =>
  typeof body[key] === 'string' ? (body[key] as string) : undefined;

export const send = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
