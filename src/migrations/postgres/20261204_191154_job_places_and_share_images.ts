import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN');
  ALTER TABLE "pages" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_share_image_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "employment_type" "enum_jobs_employment_type" DEFAULT 'FULL_TIME';
  ALTER TABLE "jobs" ADD COLUMN "closing_date" timestamp(3) with time zone;
  ALTER TABLE "jobs_locales" ADD COLUMN "city" varchar;
  ALTER TABLE "jobs_locales" ADD COLUMN "region" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'FULL_TIME';
  ALTER TABLE "_jobs_v" ADD COLUMN "version_closing_date" timestamp(3) with time zone;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_city" varchar;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_region" varchar;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_share_image_id_media_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_share_image_idx" ON "pages" USING btree ("share_image_id");
  CREATE INDEX "_pages_v_version_version_share_image_idx" ON "_pages_v" USING btree ("version_share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_share_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_share_image_id_media_id_fk";
  
  DROP INDEX "pages_share_image_idx";
  DROP INDEX "_pages_v_version_version_share_image_idx";
  ALTER TABLE "pages" DROP COLUMN "share_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_share_image_id";
  ALTER TABLE "jobs" DROP COLUMN "employment_type";
  ALTER TABLE "jobs" DROP COLUMN "closing_date";
  ALTER TABLE "jobs_locales" DROP COLUMN "city";
  ALTER TABLE "jobs_locales" DROP COLUMN "region";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_employment_type";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_closing_date";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_city";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_region";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";`)
}
