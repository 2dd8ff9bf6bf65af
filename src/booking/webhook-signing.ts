/**
 * Standard Webhooks 1.0 signing through the `standardwebhooks` package (the reference
 * implementation partners verify with): HMAC-SHA256 over `${id}.${timestamp}.${body}` with the
 * base64 part of a `whsec_` secret as key; header `webhook-signature: v1,<base64>`.
 */
import { Webhook } from 'standardwebhooks';

/**
 * The key bytes of a stored secret: the base64 after `whsec_` (or the whole value without the
 * prefix), decoded leniently as before, then handed to the package in raw form so a secret the old
 * signer accepted signs exactly as it did.
 */
export const webhookKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');

export const signWebhook = (
  secret: string,
  webhookId: string,
  at: Date,
  body: string,
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } => ({
  'webhook-id': webhookId,
  'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
  'webhook-signature': new Webhook(webhookKey(secret), { format: 'raw' }).sign(webhookId, at, body),
});
