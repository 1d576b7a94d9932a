-- Each API instance keeps a copy of the live sessions it has read (platform/auth/session-cache.ts).
-- Every change that could alter what such a copy holds is announced on the channel
-- deckhand_session_cache: 'u:<user id>' for a user, their sessions (ended, expiry changed,
-- deleted), memberships and settings; 't:<team id>' for a team row (its billing summary included).
-- Instances LISTEN and drop the copies concerned. A session's last_seen_at alone announces nothing.
CREATE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  key text := TG_ARGV[1];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('deckhand_session_cache', prefix || ':' || (to_jsonb(OLD) ->> key));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('deckhand_session_cache', prefix || ':' || (to_jsonb(NEW) ->> key));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_cache_users AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_sessions_ended AFTER UPDATE OF ended_at, expires_at, user_id ON sessions
  FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_sessions_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_memberships AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_customer_settings AFTER INSERT OR UPDATE OR DELETE ON customer_settings
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_teams AFTER UPDATE OR DELETE ON teams
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('t', 'id');
