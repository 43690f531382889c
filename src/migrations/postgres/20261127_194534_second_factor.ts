import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-failed' BEFORE 'role-change';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-reset' BEFORE 'role-change';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed' BEFORE 'role-change';
  CREATE TABLE "used_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "used_codes_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "second_factor_for_editors" boolean DEFAULT false;
  CREATE UNIQUE INDEX "used_codes_key_idx" ON "used_codes" USING btree ("key");
  CREATE INDEX "used_codes_user_idx" ON "used_codes" USING btree ("user");
  CREATE INDEX "used_codes_updated_at_idx" ON "used_codes" USING btree ("updated_at");
  CREATE INDEX "used_codes_created_at_idx" ON "used_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_codes_fk" FOREIGN KEY ("used_codes_id") REFERENCES "public"."used_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_used_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("used_codes_id");`)
  // Sessions signed in with a password alone end now for the accounts that must use a code.
  await db.execute(
    sql`DELETE FROM "users_sessions" WHERE "_parent_id" IN (SELECT "parent_id" FROM "users_roles" WHERE "value" IN ('admin', 'hr'));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "used_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "used_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_used_codes_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'sign-out-everywhere', 'password-change', 'role-change', 'create', 'update', 'delete', 'publish', 'unpublish', 'status-change', 'file-open', 'data-search', 'data-export', 'data-erasure');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_used_codes_id_idx";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";
  ALTER TABLE "users" DROP COLUMN "totp_enabled_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "used_codes_id";
  ALTER TABLE "site_settings" DROP COLUMN "second_factor_for_editors";`)
}
