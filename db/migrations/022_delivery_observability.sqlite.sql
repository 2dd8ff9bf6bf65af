-- Operators see callbacks and bookings without scanning tables: the bookings-by-state gauge counts
-- over a narrow index, and a delivery's attempts are found by its job.
CREATE INDEX IF NOT EXISTS booking_by_status ON booking (status);
CREATE INDEX IF NOT EXISTS webhook_attempt_by_job ON webhook_attempt (job_id, id);
