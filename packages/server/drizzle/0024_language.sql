-- Issue 27: the dashboard language a user chose ('' = not chosen: the dashboard follows the browser).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT '' NOT NULL;
