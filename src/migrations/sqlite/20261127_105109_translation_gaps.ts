import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`translation_gaps\` text;`)
  await db.run(sql`CREATE INDEX \`pages_translation_idx\` ON \`pages\` (\`translation\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_translation_gaps\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_translation_idx\` ON \`_pages_v\` (\`version_translation\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`require_both_languages\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_translation_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translation\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`translation_gaps\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_translation_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translation\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_translation_gaps\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`require_both_languages\`;`)
}
