import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_translation" AS ENUM('complete', 'missing-ar', 'missing-en', 'missing-both');
  CREATE TYPE "public"."enum__pages_v_version_translation" AS ENUM('complete', 'missing-ar', 'missing-en', 'missing-both');
  ALTER TABLE "pages" ADD COLUMN "translation" "enum_pages_translation";
  ALTER TABLE "pages" ADD COLUMN "translation_gaps" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation" "enum__pages_v_version_translation";
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_gaps" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "require_both_languages" boolean DEFAULT false;
  CREATE INDEX "pages_translation_idx" ON "pages" USING btree ("translation");
  CREATE INDEX "_pages_v_version_version_translation_idx" ON "_pages_v" USING btree ("version_translation");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_translation_idx";
  DROP INDEX "_pages_v_version_version_translation_idx";
  ALTER TABLE "pages" DROP COLUMN "translation";
  ALTER TABLE "pages" DROP COLUMN "translation_gaps";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_gaps";
  ALTER TABLE "site_settings" DROP COLUMN "require_both_languages";
  DROP TYPE "public"."enum_pages_translation";
  DROP TYPE "public"."enum__pages_v_version_translation";`)
}
