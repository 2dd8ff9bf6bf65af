import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  isTerminal,
  reportedStatus,
  transition,
} from '../../src/booking/state.js';

describe('booking state machine', () => {
  it.each([
    ['pending', 'vendor_confirmed', 'confirmed'],
    ['pending', 'vendor_failed', 'failed'],
    ['pending', 'needs_input', 'user_input_required'],
    ['user_input_required', 'input_received', 'pending'],
    ['confirmed', 'tickets_delivered', 'deliverable_ready'],
    ['confirmed', 'cancelled', 'cancelled'],
    ['deliverable_ready', 'cancelled', 'cancelled'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
  });

  it.each([
    ['failed', 'vendor_confirmed'],
    ['failed', 'input_received'],
    ['confirmed', 'vendor_failed'],
    ['confirmed', 'vendor_confirmed'],
    ['deliverable_ready', 'tickets_delivered'],
    ['pending', 'tickets_delivered'],
    ['cancelled', 'vendor_confirmed'],
  ] as const)('refuses %s --%s-->', (from, event) => {
    expect(transition(from, event)).toBeNull();
  });

  it('keeps failed and cancelled terminal: no event leaves them', () => {
    for (const s of ['failed', 'cancelled'] as const) {
      expect(isTerminal(s)).toBe(true);
      for (const e of BOOKING_EVENTS) expect(transition(s, e)).toBeNull();
    }
    expect(BOOKING_STATUSES.filter(isTerminal)).toEqual(['failed', 'cancelled']);
  });

  it('reports accepted for new bookings and processing for replays still pending', () => {
    expect(reportedStatus('pending', true)).toBe('accepted');
    expect(reportedStatus('pending', false)).toBe('processing');
    expect(reportedStatus('failed', false)).toBe('failed');
    expect(reportedStatus('confirmed', false)).toBe('confirmed');
  });
});
