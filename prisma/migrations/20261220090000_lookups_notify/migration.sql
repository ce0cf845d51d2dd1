-- Every instance keeps the lookup lists in memory (domain/lookups/lookups.ts) and reads them again
-- when told on this channel: an administrator's change of a tipo's group for the law, a restore,
-- or SQL by hand. The payload is the table's name.
CREATE FUNCTION "listas_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listas', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER "tipos_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipos" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
CREATE TRIGGER "tallas_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tallas" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
CREATE TRIGGER "sexos_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sexos" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
CREATE TRIGGER "procedencias_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "procedencias" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
CREATE TRIGGER "destinos_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destinos" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
CREATE TRIGGER "roles_listas" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "listas_notify"();
