/**
 * Saved user locations: a place name (or "lat, lng") resolved to a point and its resolution-7 cell,
 * kept per chat user.
 */
import { AppError } from '../platform/errors.js';
import { cellAt } from '../platform/geo.js';
import { nowIso, type SavedLocation, type WorkspacesContext } from './types.js';

/** "40.71, -73.99" → a point; anything else → null. */
export const parseLatLng = (text: string): { lat: number; lng: number } | null => {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
};

/** A place name (or "lat, lng") → a point and its resolution-7 cell; null if unknown. */
export const resolvePlace = async (
  ctx: Pick<WorkspacesContext, 'resolvePlace'>,
  place: string,
): Promise<SavedLocation | null> => {
  const text = place.trim();
  const point = parseLatLng(text);
  const found = point ? { label: text, ...point } : ctx.resolvePlace(text);
  return found ? { label: found.label, lat: found.lat, lng: found.lng, h3Cell: cellAt(found, 7) } : null;
};

export const savedLocation = async (
  ctx: WorkspacesContext,
  teamId: string,
  userId: string,
): Promise<SavedLocation | null> => {
  const u = await ctx.rows.slackUser(teamId, userId);
  if (!u || u.lat === null || u.lng === null || u.h3_cell === null) return null;
  return { label: u.location_label ?? `${u.lat}, ${u.lng}`, lat: u.lat, lng: u.lng, h3Cell: u.h3_cell };
};

/** Resolves and saves the user's location; 404 when the place is unknown. */
export const saveLocation = async (
  ctx: WorkspacesContext,
  teamId: string,
  userId: string,
  place: string,
): Promise<SavedLocation> => {
  const saved = await resolvePlace(ctx, place);
  if (!saved) throw new AppError('place_unknown', `no activities known around "${place.trim()}"`);
  await ctx.rows.saveUserLocation({ teamId, userId, ...saved }, nowIso(ctx));
  return saved;
};
