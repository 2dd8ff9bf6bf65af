/**
 * What Slack says when the workspace's bound key is over its plan's limits (issue 34), in the
 * user's language (en, fr, es, de), in the shape of i18n.ts. `{when}` is the instant to try again.
 */
import type { Lang } from './i18n.js';

type LimitKey = 'overDaily' | 'overRate' | 'title';
export type LimitWords = Record<LimitKey, string>;

const LIMIT_WORDS: Record<Lang, LimitWords> = {
  en: {
    overDaily: 'This workspace has used its Jaunt plan’s daily allowance. Try again after {when}.',
    overRate: 'This workspace is over its Jaunt plan’s request rate. Try again after {when}.',
    title: 'Plan limit reached',
  },
  fr: {
    overDaily:
      'Cet espace de travail a atteint la limite quotidienne de son forfait Jaunt. Réessayez après {when}.',
    overRate:
      'Cet espace de travail a dépassé le débit autorisé par son forfait Jaunt. Réessayez après {when}.',
    title: 'Limite du forfait',
  },
  es: {
    overDaily:
      'Este espacio de trabajo alcanzó el límite diario de su plan de Jaunt. Vuelve a intentarlo después de {when}.',
    overRate:
      'Este espacio de trabajo superó el ritmo de solicitudes de su plan de Jaunt. Vuelve a intentarlo después de {when}.',
    title: 'Límite del plan',
  },
  de: {
    overDaily:
      'Dieser Workspace hat das Tageslimit seines Jaunt-Tarifs erreicht. Versuche es nach {when} erneut.',
    overRate:
      'Dieser Workspace hat das Anfragelimit seines Jaunt-Tarifs überschritten. Versuche es nach {when} erneut.',
    title: 'Tariflimit erreicht',
  },
};

const isLang = (l: string | undefined): l is Lang => l === 'en' || l === 'fr' || l === 'es' || l === 'de';

export const limitWordsFor = (lang: string | undefined): LimitWords =>
  isLang(lang) ? LIMIT_WORDS[lang] : LIMIT_WORDS.en;

/** The catalogue by language: the limits test checks no language lacks a key. */
export const LIMIT_CATALOGUE = LIMIT_WORDS;
