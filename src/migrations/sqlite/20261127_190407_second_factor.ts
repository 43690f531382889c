import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`second_factor_for_editors\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`second_factor_for_editors\`;`)
}
