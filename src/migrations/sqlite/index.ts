import * as migration_20261123_060421_initial from './20261123_060421_initial';
import * as migration_20261123_081635_scheduled_jobs from './20261123_081635_scheduled_jobs';
import * as migration_20261125_015901_login_throttling from './20261125_015901_login_throttling';
import * as migration_20261125_074201_upload_storage_prefix from './20261125_074201_upload_storage_prefix';
import * as migration_20261125_074355_notifications from './20261125_074355_notifications';
import * as migration_20261125_075659_admin_language from './20261125_075659_admin_language';
import * as migration_20261125_094036_merge_storage_and_email from './20261125_094036_merge_storage_and_email';
import * as migration_20261126_155422_request_deadline_indexes from './20261126_155422_request_deadline_indexes';
import * as migration_20261127_070717_search_entries from './20261127_070717_search_entries';
import * as migration_20261127_072444_redirects from './20261127_072444_redirects';
import * as migration_20261127_105109_translation_gaps from './20261127_105109_translation_gaps';
import * as migration_20261127_143701_live_preview_autosave from './20261127_143701_live_preview_autosave';
import * as migration_20261127_151355_audit_trail from './20261127_151355_audit_trail';
import * as migration_20261127_185955_data_rights from './20261127_185955_data_rights';
import * as migration_20261127_194528_second_factor from './20261127_194528_second_factor';
import * as migration_20261127_214837_orphaned_emails from './20261127_214837_orphaned_emails';
import * as migration_20261202_094616_redirect_hosts from './20261202_094616_redirect_hosts';
import * as migration_20261202_103502_staff_roles_invitations_reads from './20261202_103502_staff_roles_invitations_reads';
import * as migration_20261202_103600_editors_with_factor_to_service from './20261202_103600_editors_with_factor_to_service';
import * as migration_20261202_103700_seal_totp_secrets from './20261202_103700_seal_totp_secrets';
import * as migration_20261204_191144_job_places_and_share_images from './20261204_191144_job_places_and_share_images';

export const migrations = [
  {
    up: migration_20261123_060421_initial.up,
    down: migration_20261123_060421_initial.down,
    name: '20261123_060421_initial',
  },
  {
    up: migration_20261123_081635_scheduled_jobs.up,
    down: migration_20261123_081635_scheduled_jobs.down,
    name: '20261123_081635_scheduled_jobs',
  },
  {
    up: migration_20261125_015901_login_throttling.up,
    down: migration_20261125_015901_login_throttling.down,
    name: '20261125_015901_login_throttling',
  },
  {
    up: migration_20261125_074201_upload_storage_prefix.up,
    down: migration_20261125_074201_upload_storage_prefix.down,
    name: '20261125_074201_upload_storage_prefix',
  },
  {
    up: migration_20261125_074355_notifications.up,
    down: migration_20261125_074355_notifications.down,
    name: '20261125_074355_notifications',
  },
  {
    up: migration_20261125_075659_admin_language.up,
    down: migration_20261125_075659_admin_language.down,
    name: '20261125_075659_admin_language',
  },
  {
    up: migration_20261125_094036_merge_storage_and_email.up,
    down: migration_20261125_094036_merge_storage_and_email.down,
    name: '20261125_094036_merge_storage_and_email',
  },
  {
    up: migration_20261126_155422_request_deadline_indexes.up,
    down: migration_20261126_155422_request_deadline_indexes.down,
    name: '20261126_155422_request_deadline_indexes',
  },
  {
    up: migration_20261127_070717_search_entries.up,
    down: migration_20261127_070717_search_entries.down,
    name: '20261127_070717_search_entries',
  },
  {
    up: migration_20261127_072444_redirects.up,
    down: migration_20261127_072444_redirects.down,
    name: '20261127_072444_redirects',
  },
  {
    up: migration_20261127_105109_translation_gaps.up,
    down: migration_20261127_105109_translation_gaps.down,
    name: '20261127_105109_translation_gaps',
  },
  {
    up: migration_20261127_143701_live_preview_autosave.up,
    down: migration_20261127_143701_live_preview_autosave.down,
    name: '20261127_143701_live_preview_autosave',
  },
  {
    up: migration_20261127_151355_audit_trail.up,
    down: migration_20261127_151355_audit_trail.down,
    name: '20261127_151355_audit_trail',
  },
  {
    up: migration_20261127_185955_data_rights.up,
    down: migration_20261127_185955_data_rights.down,
    name: '20261127_185955_data_rights',
  },
  {
    up: migration_20261127_194528_second_factor.up,
    down: migration_20261127_194528_second_factor.down,
    name: '20261127_194528_second_factor',
  },
  {
    up: migration_20261127_214837_orphaned_emails.up,
    down: migration_20261127_214837_orphaned_emails.down,
    name: '20261127_214837_orphaned_emails',
  },
  {
    up: migration_20261202_094616_redirect_hosts.up,
    down: migration_20261202_094616_redirect_hosts.down,
    name: '20261202_094616_redirect_hosts',
  },
  {
    up: migration_20261202_103502_staff_roles_invitations_reads.up,
    down: migration_20261202_103502_staff_roles_invitations_reads.down,
    name: '20261202_103502_staff_roles_invitations_reads',
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
    up: migration_20261204_191144_job_places_and_share_images.up,
    down: migration_20261204_191144_job_places_and_share_images.down,
    name: '20261204_191144_job_places_and_share_images'
  },
];
