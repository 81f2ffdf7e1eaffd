-- An account announces a change that can end or change what its access tokens stand for
-- (decision 107): each API process keeps a signed-in request's session and user for a while and
-- drops an account's on its announcement. A session revoked, expired early or deleted; the user
-- row changed (role, deactivation, name, email) or deleted. The payload is the user's id (the
-- column the trigger names); a notification is sent at commit, and the same payload once per
-- transaction.
CREATE FUNCTION account_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE
  ON sessions FOR EACH ROW EXECUTE FUNCTION account_announce('user_id');
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION account_announce('id');
