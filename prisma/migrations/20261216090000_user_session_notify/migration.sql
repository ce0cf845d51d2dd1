-- Every instance keeps the session users it has read (domain/auth/sessionUsers.ts) and forgets one
-- when told on this channel; a trigger tells it whatever path changed the row, SQL by hand included.
-- The payload is the user's id, or '*' when the table was emptied.
CREATE FUNCTION "usuarios_sesion_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('usuarios_sesion', CASE WHEN TG_OP = 'TRUNCATE' THEN '*' ELSE OLD.id::text END);
  RETURN NULL;
END $$;

-- The columns a session is checked against (session.ts actorFromToken).
CREATE TRIGGER "usuarios_sesion_update" AFTER UPDATE OF "id", "username", "rol_id", "activo", "sesion_version" ON "usuarios"
  FOR EACH ROW
  WHEN ((OLD."id", OLD."username", OLD."rol_id", OLD."activo", OLD."sesion_version") IS DISTINCT FROM (NEW."id", NEW."username", NEW."rol_id", NEW."activo", NEW."sesion_version"))
  EXECUTE FUNCTION "usuarios_sesion_notify"();

CREATE TRIGGER "usuarios_sesion_delete" AFTER DELETE ON "usuarios"
  FOR EACH ROW EXECUTE FUNCTION "usuarios_sesion_notify"();

CREATE TRIGGER "usuarios_sesion_truncate" AFTER TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuarios_sesion_notify"();
