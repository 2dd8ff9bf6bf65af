/**
 * Open first, then work: a trigger id lives 3 s, and a slow Slack (or a first-time user's
 * `users.info`) can eat most of it. Every modal opens a loading view at once with the trigger, then
 * replaces it with the real view once the work is done (the view id outlives the trigger).
 */
import type { ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { loadingModal } from '../blocks/modals.js';

/** Replaces the loading view with the finished one. */
export type FillModal = (view: ModalView) => Promise<void>;

/**
 * Opens (or, over another modal, pushes) a loading view titled `title`, and returns the function
 * that fills it in; null when Slack did not open it (the trigger had expired).
 */
export const openLoadingModal = async (
  client: WebClient,
  trigger: { triggerId: string; overModal: boolean },
  title: string,
  lang?: string,
): Promise<FillModal | null> => {
  const loading = loadingModal(title, undefined, lang);
  const opened = trigger.overModal
    ? await client.views.push({ trigger_id: trigger.triggerId, view: loading })
    : await client.views.open({ trigger_id: trigger.triggerId, view: loading });
  const viewId = opened.view?.id;
  if (!viewId) return null;
  return async (view) => {
    await client.views.update({
      view_id: viewId,
      ...(opened.view?.hash ? { hash: opened.view.hash } : {}),
      view,
    });
  };
};
