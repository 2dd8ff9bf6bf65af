-- OCTO tickets as deliverables (README "Bookings"): a supplier's own ticket files (PDF_URL,
-- PKPASS_URL) are fetched once and kept with the booking's other deliverables. `content` is null for
-- the tickets we render on demand; `ticket_code` ties a supplier file to the ticket it belongs to
-- (null for a booking-wide voucher).
ALTER TABLE booking_deliverable ADD COLUMN content bytea;
ALTER TABLE booking_deliverable ADD COLUMN ticket_code text;
