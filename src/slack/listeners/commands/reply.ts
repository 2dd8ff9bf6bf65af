/** How `/activities` answers: privately, and a refusal's text (ours or the user's mistake). */
import { AppError } from '../../../platform/errors.js';
import { esc } from '../../blocks/kit.js';
import { noticeWordsFor } from '../../i18n.js';

export const ephemeral = (text: string) => ({ response_type: 'ephemeral' as const, text });

/** A client error's own message (the service speaks English), else "something went wrong" in `lang`. */
export const failText = (e: unknown, lang?: string): string =>
  e instanceof AppError && e.status < 500 ? `Sorry: ${esc(e.message)}.` : noticeWordsFor(lang).somethingWrong;
