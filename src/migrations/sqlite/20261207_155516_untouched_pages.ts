import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`untouched\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`pages_untouched_idx\` ON \`pages\` (\`untouched\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_untouched\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_untouched_idx\` ON \`_pages_v\` (\`version_untouched\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_untouched_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`untouched\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_untouched_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_untouched\`;`)
}
