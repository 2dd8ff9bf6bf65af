/** How `/activities` answers: privately, and a refusal's text (ours or the user's mistake). */
import { AppError } from '../../../platform/errors.js';
import { esc } from '../../blocks/kit.js';

export const ephemeral = (text: string) => ({ response_type: 'ephemeral' as const, text });

export const failText = (e: unknown): string =>
  e instanceof AppError && e.status < 500
    ? `Sorry: ${esc(e.message)}.`
    : 'Sorry, something went wrong on our side. Please try again.';
