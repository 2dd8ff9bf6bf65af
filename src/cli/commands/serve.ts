/** `serve`: starts the service as `npm start` does (a cluster's primary then stays small: src/start.ts). */
import type { Command } from '../args.js';

export const serve: Command = async () => {
  await import('../../start.js');
  return -1; // keep running
};
