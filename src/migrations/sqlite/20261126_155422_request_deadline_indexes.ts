import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_dueAt_idx\` ON \`service_requests\` (\`status\`,\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`type_status_dueAt_idx\` ON \`service_requests\` (\`type\`,\`status\`,\`due_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_dueAt_idx\`;`)
  await db.run(sql`DROP INDEX \`type_status_dueAt_idx\`;`)
}
