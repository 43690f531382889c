import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Editors stop reading service requests and contact messages, which move to the customer service
 * role. An editor who has already set up a second factor keeps that access (customer service added);
 * one who has not reads content only until an admin gives the role, which sends an invitation.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`
    INSERT INTO users_roles ("order", parent_id, value)
    SELECT COALESCE((SELECT MAX(r."order") FROM users_roles r WHERE r.parent_id = u.id), 0) + 1, u.id, 'service'
    FROM users u
    WHERE u.totp_secret IS NOT NULL
      AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'editor')
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value IN ('service', 'admin'))`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM users_roles WHERE value = 'service'`)
}
