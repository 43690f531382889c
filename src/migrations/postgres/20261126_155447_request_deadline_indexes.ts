import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "status_dueAt_idx" ON "service_requests" USING btree ("status","due_at");
  CREATE INDEX "type_status_dueAt_idx" ON "service_requests" USING btree ("type","status","due_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "status_dueAt_idx";
  DROP INDEX "type_status_dueAt_idx";`)
}
