-- The address a remote signature's one-time link went to, which the 'Hoja de evidencias' prints
-- beside how it was signed. Signatures made before keep none.
ALTER TABLE "firmas_documento" ADD COLUMN "enlace_email" VARCHAR(100);
