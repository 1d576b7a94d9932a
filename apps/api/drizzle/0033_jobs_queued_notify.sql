-- A job queued to run now (inserted, or put back in the queue) is announced on the channel
-- deckhand_jobs with its kind, as its transaction commits: every instance's job runner claims it
-- at once instead of at its next poll (platform/jobs/queued-job-feed.ts). run_at is the app's
-- clock: a second's margin covers the difference from the database's. A job due later announces
-- nothing; the runners' polls find it.
CREATE FUNCTION jobs_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('deckhand_jobs', NEW.kind);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_queued_notify AFTER INSERT OR UPDATE OF status, run_at ON jobs
  FOR EACH ROW
  WHEN (NEW.status = 'queued' AND NEW.run_at <= clock_timestamp() + interval '1 second')
  EXECUTE FUNCTION jobs_queued_notify();
