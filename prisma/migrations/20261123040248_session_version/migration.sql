-- Session tokens carry the user's session version; raising it (password change, recovery,
-- logout, an administrator's edit) ends every session issued before.
ALTER TABLE "usuarios" ADD COLUMN "sesion_version" INTEGER NOT NULL DEFAULT 0;
