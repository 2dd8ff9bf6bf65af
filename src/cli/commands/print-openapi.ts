/** `openapi`: prints the Partner API's OpenAPI 3.1 document (JSON). */
import { API_VERSION } from '../../contract/operations.js';
import { loadConfig } from '../../platform/config.js';
import { type Command, out } from '../args.js';

export const openapi: Command = async () => {
  const { buildOpenApi } = await import('../../contract/openapi-document.js');
  const document = buildOpenApi({ serverUrl: loadConfig().JAUNT_PUBLIC_URL, version: API_VERSION });
  out(JSON.stringify(document, null, 2));
  return 0;
};
