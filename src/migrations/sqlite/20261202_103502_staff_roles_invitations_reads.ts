import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`invitation_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`invitation_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`subject\` text;`)
  await db.run(sql`CREATE INDEX \`audit_log_subject_idx\` ON \`audit_log\` (\`subject\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`audit_log_subject_idx\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`subject\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invitation_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`invitation_expires_at\`;`)
}
