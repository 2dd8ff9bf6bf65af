/**
 * Standard Webhooks 1.0 signing: HMAC-SHA256 over `${id}.${timestamp}.${body}` with the base64
 * part of a `whsec_` secret as key; header `webhook-signature: v1,<base64>`.
 */
import { createHmac } from 'node:crypto';

export const webhookKey = (secret: string): Buffer =>
  Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');

export const signWebhook = (
  secret: string,
  webhookId: string,
  at: Date,
  body: string,
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } => {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const mac = createHmac('sha256', webhookKey(secret))
    .update(`${webhookId}.${timestamp}.${body}`)
    .digest('base64');
  return { 'webhook-id': webhookId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${mac}` };
};
