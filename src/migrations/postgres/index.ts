import * as migration_20261123_060434_initial from './20261123_060434_initial';
import * as migration_20261123_081657_scheduled_jobs from './20261123_081657_scheduled_jobs';
import * as migration_20261124_212734_retention_tasks from './20261124_212734_retention_tasks';
import * as migration_20261125_015906_login_throttling from './20261125_015906_login_throttling';
import * as migration_20261125_074237_upload_storage_prefix from './20261125_074237_upload_storage_prefix';
import * as migration_20261125_074320_notifications from './20261125_074320_notifications';
import * as migration_20261125_075710_admin_language from './20261125_075710_admin_language';
import * as migration_20261125_094047_merge_storage_and_email from './20261125_094047_merge_storage_and_email';
import * as migration_20261126_155447_request_deadline_indexes from './20261126_155447_request_deadline_indexes';
import * as migration_20261127_070727_search_entries from './20261127_070727_search_entries';
import * as migration_20261127_072457_redirects from './20261127_072457_redirects';
import * as migration_20261127_101739_scheduled_publishing from './20261127_101739_scheduled_publishing';
import * as migration_20261127_105119_translation_gaps from './20261127_105119_translation_gaps';
import * as migration_20261127_113540_translation_gaps_task from './20261127_113540_translation_gaps_task';
import * as migration_20261127_143706_live_preview_autosave from './20261127_143706_live_preview_autosave';
import * as migration_20261127_151402_audit_trail from './20261127_151402_audit_trail';
import * as migration_20261127_190005_data_rights from './20261127_190005_data_rights';
import * as migration_20261127_194534_second_factor from './20261127_194534_second_factor';
import * as migration_20261127_214844_orphaned_emails from './20261127_214844_orphaned_emails';
import * as migration_20261127_215426_security_notices from './20261127_215426_security_notices';
import * as migration_20261202_094633_redirect_hosts from './20261202_094633_redirect_hosts';
import * as migration_20261202_103544_staff_roles_invitations_reads from './20261202_103544_staff_roles_invitations_reads';
import * as migration_20261202_103600_editors_with_factor_to_service from './20261202_103600_editors_with_factor_to_service';
import * as migration_20261202_103700_seal_totp_secrets from './20261202_103700_seal_totp_secrets';
import * as migration_20261204_191154_job_places_and_share_images from './20261204_191154_job_places_and_share_images';

export const migrations = [
  {
    up: migration_20261123_060434_initial.up,
    down: migration_20261123_060434_initial.down,
    name: '20261123_060434_initial',
  },
  {
    up: migration_20261123_081657_scheduled_jobs.up,
    down: migration_20261123_081657_scheduled_jobs.down,
    name: '20261123_081657_scheduled_jobs',
  },
  {
    up: migration_20261124_212734_retention_tasks.up,
    down: migration_20261124_212734_retention_tasks.down,
    name: '20261124_212734_retention_tasks',
  },
  {
    up: migration_20261125_015906_login_throttling.up,
    down: migration_20261125_015906_login_throttling.down,
    name: '20261125_015906_login_throttling',
  },
  {
    up: migration_20261125_074237_upload_storage_prefix.up,
    down: migration_20261125_074237_upload_storage_prefix.down,
    name: '20261125_074237_upload_storage_prefix',
  },
  {
    up: migration_20261125_074320_notifications.up,
    down: migration_20261125_074320_notifications.down,
    name: '20261125_074320_notifications',
  },
  {
    up: migration_20261125_075710_admin_language.up,
    down: migration_20261125_075710_admin_language.down,
    name: '20261125_075710_admin_language',
  },
  {
    up: migration_20261125_094047_merge_storage_and_email.up,
    down: migration_20261125_094047_merge_storage_and_email.down,
    name: '20261125_094047_merge_storage_and_email',
  },
  {
    up: migration_20261126_155447_request_deadline_indexes.up,
    down: migration_20261126_155447_request_deadline_indexes.down,
    name: '20261126_155447_request_deadline_indexes',
  },
  {
    up: migration_20261127_070727_search_entries.up,
    down: migration_20261127_070727_search_entries.down,
    name: '20261127_070727_search_entries',
  },
  {
    up: migration_20261127_072457_redirects.up,
    down: migration_20261127_072457_redirects.down,
    name: '20261127_072457_redirects',
  },
  {
    up: migration_20261127_101739_scheduled_publishing.up,
    down: migration_20261127_101739_scheduled_publishing.down,
    name: '20261127_101739_scheduled_publishing',
  },
  {
    up: migration_20261127_105119_translation_gaps.up,
    down: migration_20261127_105119_translation_gaps.down,
    name: '20261127_105119_translation_gaps',
  },
  {
    up: migration_20261127_113540_translation_gaps_task.up,
    down: migration_20261127_113540_translation_gaps_task.down,
    name: '20261127_113540_translation_gaps_task',
  },
  {
    up: migration_20261127_143706_live_preview_autosave.up,
    down: migration_20261127_143706_live_preview_autosave.down,
    name: '20261127_143706_live_preview_autosave',
  },
  {
    up: migration_20261127_151402_audit_trail.up,
    down: migration_20261127_151402_audit_trail.down,
    name: '20261127_151402_audit_trail',
  },
  {
    up: migration_20261127_190005_data_rights.up,
    down: migration_20261127_190005_data_rights.down,
    name: '20261127_190005_data_rights',
  },
  {
    up: migration_20261127_194534_second_factor.up,
    down: migration_20261127_194534_second_factor.down,
    name: '20261127_194534_second_factor',
  },
  {
    up: migration_20261127_214844_orphaned_emails.up,
    down: migration_20261127_214844_orphaned_emails.down,
    name: '20261127_214844_orphaned_emails',
  },
  {
    up: migration_20261127_215426_security_notices.up,
    down: migration_20261127_215426_security_notices.down,
    name: '20261127_215426_security_notices',
  },
  {
    up: migration_20261202_094633_redirect_hosts.up,
    down: migration_20261202_094633_redirect_hosts.down,
    name: '20261202_094633_redirect_hosts',
  },
  {
    up: migration_20261202_103544_staff_roles_invitations_reads.up,
    down: migration_20261202_103544_staff_roles_invitations_reads.down,
    name: '20261202_103544_staff_roles_invitations_reads',
  },
  {
    up: migration_20261202_103600_editors_with_factor_to_service.up,
    down: migration_20261202_103600_editors_with_factor_to_service.down,
    name: '20261202_103600_editors_with_factor_to_service',
  },
  {
    up: migration_20261202_103700_seal_totp_secrets.up,
    down: migration_20261202_103700_seal_totp_secrets.down,
    name: '20261202_103700_seal_totp_secrets',
  },
  {
    up: migration_20261204_191154_job_places_and_share_images.up,
    down: migration_20261204_191154_job_places_and_share_images.down,
    name: '20261204_191154_job_places_and_share_images'
  },
];
