// @ts-check
// Plain JavaScript so that the Node server (server.mjs), Next's cache handlers and the start script
// read the same settings as the app, which imports this file as it is.
import { availableParallelism } from 'node:os'
import path from 'node:path'

/**
 * A whole number from the environment (days, minutes, counts), or the fallback when it is unset
 * or not a usable number.
 *
 * @param {string} variable
 * @param {number} fallback
 * @param {{ allowZero?: boolean }} [options]
 */
function wholeNumber(variable, fallback, { allowZero = false } = {}) {
  const raw = process.env[variable]
  const configured = raw === undefined || raw === '' ? NaN : Number(raw)
  return Number.isInteger(configured) && (configured > 0 || (allowZero && configured === 0))
    ? configured
    : fallback
}

/** @param {string} variable */
const trimmed = (variable) => process.env[variable]?.trim() || undefined

const configuredSiteUrl = () => process.env.SITE_URL?.replace(/\/+$/, '') || undefined
const dataDir = () => process.env.DATA_DIR ?? 'data'

/**
 * Every environment variable the site reads, each with the default that serves local use. Each
 * variable's `@env NAME [default] meaning` tag is its entry in docs/settings.md
 * (`npm run docs:settings` writes the page from them; a unit test holds the two together). A property reads the environment when it is used, not when this module loads:
 * a test that sets a variable after importing the app still changes what the app sees.
 *
 * Node and Next set NODE_ENV, NEXT_RUNTIME and NEXT_PHASE themselves; they say how the code runs,
 * not how the site is set up, and are read where they matter.
 */
export const settings = {
  /** SITE_URL without a trailing slash, or undefined when unset (some code then uses the request's). */
  get configuredSiteUrl() {
    return configuredSiteUrl()
  },
  /**
   * The public address, for canonical links, the sitemap, structured data and emails.
   *
   * @env SITE_URL [`http://localhost:3000`] Public address, for canonical links and every link in
   *   emails (password resets too, whatever host a request named). Production refuses `http://` but
   *   for `localhost`, `127.0.0.1` and `[::1]`; TLS ended at a proxy still gives `https://`.
   */
  get siteUrl() {
    return configuredSiteUrl() ?? 'http://localhost:3000'
  },
  /**
   * Lets production run on an `http://` SITE_URL other than the machine's own
   * (src/server/productionSafety.mjs).
   *
   * @env ALLOW_HTTP_SITE_URL [unset] `true` lets production start on an `http://` `SITE_URL` of
   *   another host: a site really served without TLS (no `Secure` cookie, no HSTS).
   */
  get allowHttpSiteUrl() {
    return process.env.ALLOW_HTTP_SITE_URL === 'true'
  },
  /**
   * The port `npm start` (server.mjs) listens on.
   *
   * @env PORT [`3000`] Port of `npm start`.
   */
  get port() {
    return Number(process.env.PORT || 3000)
  },
  /**
   * The address `npm start` listens on.
   *
   * @env HOSTNAME [`0.0.0.0`] Address `npm start` listens on.
   */
  get hostname() {
    return process.env.HOSTNAME || '0.0.0.0'
  },
  /**
   * Proxies whose X-Forwarded-For is believed (see src/server/clientAddress.mjs).
   *
   * @env TRUSTED_PROXIES [empty] Comma-separated addresses or CIDR ranges (or `loopback`,
   *   `uniquelocal`) of your own proxies or load balancers. Only from these is `X-Forwarded-For`
   *   believed; otherwise the client's address is the connection's, whatever headers it sends.
   */
  get trustedProxies() {
    return process.env.TRUSTED_PROXIES
  },

  // Bounds on the work a request can cause (src/server/workGate.mjs, docs/deploy.md "Load bounds").
  /**
   * Uncached requests one client address may have under way at once.
   *
   * @env LOAD_CLIENT_CONCURRENCY [`4`] Uncached requests one client address may have under way at
   *   once; then 429. Signed-in staff: five times this.
   */
  get loadClientConcurrency() {
    return wholeNumber('LOAD_CLIENT_CONCURRENCY', 4)
  },
  /**
   * Uncached requests one client address may start per second.
   *
   * @env LOAD_CLIENT_RATE [`5`] Uncached requests (see [Load bounds](deploy.md#load-bounds)) one client
   *   address may start per second; then 429 with `Retry-After`. Signed-in staff: five times this.
   */
  get loadClientRate() {
    return wholeNumber('LOAD_CLIENT_RATE', 5)
  },
  /**
   * Uncached requests under way at once from all clients together (one client: half of it).
   *
   * @env LOAD_MAX_WORK [`32`] Uncached requests under way at once from all clients (one client
   *   holds at most half); staff work and public files past it get 503 with `Retry-After`.
   */
  get loadMaxWork() {
    return wholeNumber('LOAD_MAX_WORK', 32)
  },
  /**
   * Visitors' uncached requests under way at once, taking turns in the lane: four for each core.
   *
   * @env LOAD_WORK_AT_ONCE [four per core] Visitors' uncached requests under way at once, taking
   *   turns; more wait for theirs (`LOAD_MAX_QUEUED`, `LOAD_MAX_WAIT_MS`).
   */
  get loadWorkAtOnce() {
    return wholeNumber('LOAD_WORK_AT_ONCE', 4 * availableParallelism())
  },
  /**
   * Uncached requests that may wait for their turn past LOAD_WORK_AT_ONCE; more get 503 at once.
   *
   * @env LOAD_MAX_QUEUED [`64`] Uncached requests that may wait for a turn; more get 503 with
   *   `Retry-After` at once.
   */
  get loadMaxQueued() {
    return wholeNumber('LOAD_MAX_QUEUED', 64, { allowZero: true })
  },
  /**
   * How long an uncached request may wait for its turn (ms) before it gets 503.
   *
   * @env LOAD_MAX_WAIT_MS [`1000`] How long an uncached request may wait for its turn before it
   *   gets 503.
   */
  get loadMaxWaitMs() {
    return wholeNumber('LOAD_MAX_WAIT_MS', 1000, { allowZero: true })
  },
  /**
   * The share of the event loop (percent) uncached work keeps while the loop is saturated; the rest
   * is the visitors'.
   *
   * @env LOAD_WORK_SHARE [`20`] The share of the event loop's time (percent) uncached work keeps
   *   while the loop is saturated; cached pages, files and refusals keep the rest. `100` turns the
   *   share off.
   */
  get loadWorkShare() {
    return Math.min(100, wholeNumber('LOAD_WORK_SHARE', 20))
  },
  /**
   * Event-loop delay (ms, 99th percentile over two half-second windows in a row) past which
   * uncached work is refused.
   *
   * @env LOAD_MAX_LAG_MS [`200`] While the event loop's delay (99th percentile, over two
   *   half-second windows in a row) is above this, uncached requests get 503.
   */
  get loadMaxLagMs() {
    return wholeNumber('LOAD_MAX_LAG_MS', 200)
  },
  /**
   * How long a refusal of work waits before it is sent (ms), so a refused client cannot come
   * straight back.
   *
   * @env LOAD_REFUSAL_PAUSE_MS [`40`] How long those 429 and 503 answers wait before they are sent,
   *   counted from the same client's previous refusal on the same connection, so a refused client
   *   cannot come straight back.
   */
  get loadRefusalPauseMs() {
    return wholeNumber('LOAD_REFUSAL_PAUSE_MS', 40, { allowZero: true })
  },
  /**
   * The pause of each refusal past a client's tenth in a second (ms): a program that ignores
   * Retry-After.
   *
   * @env LOAD_PERSISTENT_REFUSAL_PAUSE_MS [`50`] The pause of each further refusal once a client
   *   has been refused ten times in a second; `250` favours visitors over quick answers on weak
   *   hardware.
   */
  get loadPersistentRefusalPauseMs() {
    return wholeNumber('LOAD_PERSISTENT_REFUSAL_PAUSE_MS', 50, { allowZero: true })
  },
  /**
   * Open connections from all clients together; more are closed as they arrive.
   *
   * @env LOAD_MAX_CONNECTIONS [`4096`] Open connections from all clients together; more are closed
   *   as they arrive.
   */
  get loadMaxConnections() {
    return wholeNumber('LOAD_MAX_CONNECTIONS', 4096)
  },
  /**
   * Connections one client address may hold open at once (src/server/connectionLimit.mjs).
   *
   * @env LOAD_CLIENT_CONNECTIONS [`64`] Open connections one client address may hold; a request on
   *   one more is answered 429 with `Retry-After` and its connection closed (one that sends none
   *   within 5 s is closed), and past four times as many they are closed as they are accepted (not
   *   counted for `TRUSTED_PROXIES`).
   */
  get loadClientConnections() {
    return wholeNumber('LOAD_CLIENT_CONNECTIONS', 64)
  },

  /**
   * The folder of the SQLite file, the uploads on disk, the generated secret and the seed's marker.
   *
   * @env DATA_DIR [`data`] Folder for the SQLite file, uploaded media and the generated secret.
   */
  get dataDir() {
    return dataDir()
  },
  /**
   * SQLite in DATA_DIR by default (`next dev` keeps a file of its own), or a postgres:// URL.
   *
   * @env DATABASE_URL [`file:data/site.db` (`data/dev.db` under `next dev`)] SQLite file, or a
   *   `postgres://…` URL for PostgreSQL.
   */
  get databaseUrl() {
    const file = process.env.NODE_ENV === 'development' ? 'dev.db' : 'site.db'
    return process.env.DATABASE_URL || `file:${path.join(dataDir(), file)}`
  },
  /**
   * SQLite: how long a write waits for its turn behind this process's others before a 503.
   *
   * @env DATABASE_WRITE_WAIT_MS [`20000`] SQLite: how long a write waits for its turn behind the
   *   others before the request is answered 503 with `Retry-After` (nothing is stored).
   */
  get databaseWriteWaitMs() {
    return Number(process.env.DATABASE_WRITE_WAIT_MS) || 20_000
  },
  /**
   * Signs admin sessions; without it one is generated into DATA_DIR
   * (src/utilities/payloadSecret.ts).
   *
   * @env PAYLOAD_SECRET [generated once into `data/.payload-secret`] Signs admin sessions. Set it
   *   in production.
   */
  get payloadSecret() {
    return process.env.PAYLOAD_SECRET || undefined
  },
  /**
   * Seals authenticator secrets at rest; without it the key derives from PAYLOAD_SECRET, which
   * every instance shares anyway. A rotated-out key goes in SECOND_FACTOR_OLD_KEYS (comma-separated)
   * until every secret was sealed again (src/collections/Users/secondFactor/secretBox.ts).
   *
   * @env SECOND_FACTOR_KEY [derived from `PAYLOAD_SECRET`] Seals staff members' authenticator
   *   secrets in the database (AES-256-GCM). Unset, every instance sharing `PAYLOAD_SECRET` agrees
   *   on it; rotation in docs/operations.md.
   */
  get secondFactorKey() {
    return trimmed('SECOND_FACTOR_KEY')
  },
  /**
   * Keys the audit trail's hashes of a data-rights request's person; without it, derived from
   * PAYLOAD_SECRET.
   *
   * @env AUDIT_SUBJECT_KEY [derived from `PAYLOAD_SECRET`] Keys the audit trail's hashes of the
   *   person a data-rights request was about. Keep it as long as the trail: a new key (or, unset, a
   *   new `PAYLOAD_SECRET`) makes earlier requests unfindable.
   */
  get auditSubjectKey() {
    return trimmed('AUDIT_SUBJECT_KEY')
  },
  /**
   * @env SECOND_FACTOR_OLD_KEYS [unset] Comma-separated keys being rotated out: secrets sealed with
   *   them still open, and are sealed again with the new key at their next sign-in.
   */
  get secondFactorOldKeys() {
    return (process.env.SECOND_FACTOR_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
  },

  /**
   * A staff session ends after this many minutes without a request from the admin (Payload's token
   * lifetime, renewed while the admin is used), and in any case this many hours after sign-in.
   *
   * @env SESSION_IDLE_MINUTES [`30`] A staff session ends after this many minutes without using the
   *   admin.
   */
  get sessionIdleMinutes() {
    return wholeNumber('SESSION_IDLE_MINUTES', 30)
  },
  /**
   * @env SESSION_MAX_HOURS [`12`] A staff session ends this many hours after sign-in however busy
   *   (the admin asks to sign in again).
   */
  get sessionMaxHours() {
    return wholeNumber('SESSION_MAX_HOURS', 12)
  },

  /**
   * The first admin, created when there is no user yet.
   *
   * @env ADMIN_EMAIL [`admin@example.com`] First admin, created when there is no user yet.
   */
  get adminEmail() {
    return process.env.ADMIN_EMAIL || 'admin@example.com'
  },
  /**
   * That admin's password; unset, a random one is generated and printed once.
   *
   * @env ADMIN_PASSWORD [random, printed once] Password of that first admin: at least 12
   *   characters, not a common one (see "Content and the API").
   */
  get adminPassword() {
    return process.env.ADMIN_PASSWORD || undefined
  },
  /**
   * That admin's authenticator secret (base32), for automated environments that sign in without a
   * person; unset, the admin sets up an authenticator app at the first sign-in, as everyone does.
   *
   * @env ADMIN_TOTP_SECRET [unset] For automated environments only: the first admin's authenticator
   *   secret (base32), so tests sign in with codes. Unset, the admin sets up an app at the first
   *   sign-in.
   */
  get adminTotpSecret() {
    return trimmed('ADMIN_TOTP_SECRET')
  },
  /**
   * Where `npm run backup` writes (docs/deploy.md, "Backups").
   *
   * @env BACKUP_DIR [`backups`] Where `npm run backup` writes unless `--to` says otherwise (see
   *   [Backups](deploy.md#backups)).
   */
  get backupDir() {
    return process.env.BACKUP_DIR || 'backups'
  },
  /**
   * The age identity (`AGE-SECRET-KEY-1…`) `npm run restore` opens an encrypted backup with, when
   * no `--identity` file is named.
   *
   * @env BACKUP_IDENTITY [unset] The age identity (`AGE-SECRET-KEY-1…`) `npm run restore` opens an
   *   encrypted backup with, unless `--identity <file>` names one (see [Backups](deploy.md#backups)).
   */
  get backupIdentity() {
    return trimmed('BACKUP_IDENTITY')
  },
  /**
   * After SIGTERM, how long the server keeps answering while /api/ready says it is stopping.
   *
   * @env SHUTDOWN_DRAIN_MS [`5000`] After SIGTERM, how long the server keeps answering while
   *   `/api/ready` says 503, so a balancer stops sending it requests (SIGINT skips it).
   */
  get shutdownDrainMs() {
    return wholeNumber('SHUTDOWN_DRAIN_MS', 5000, { allowZero: true })
  },
  /**
   * After SIGTERM, how long it waits in all for the requests under way before it exits anyway.
   *
   * @env SHUTDOWN_TIMEOUT_MS [`30000`] After SIGTERM, how long it waits in all for requests under
   *   way before it exits anyway.
   */
  get shutdownTimeoutMs() {
    return wholeNumber('SHUTDOWN_TIMEOUT_MS', 30_000)
  },
  /**
   * Bearer token for /metrics; unset, nobody may read them in production, connections from this
   * machine elsewhere.
   *
   * @env METRICS_TOKEN [unset] Bearer token for `/metrics`. Unset, production answers `/metrics`
   *   with 404 to everyone and logs once that metrics are off; outside production the machine
   *   itself may read them.
   */
  get metricsToken() {
    return trimmed('METRICS_TOKEN')
  },
  /**
   * How much the JSON log says (src/server/logger.mjs).
   *
   * @env LOG_LEVEL [`info`] `debug` adds a line per request to the JSON log (see
   *   [Signals](deploy.md#signals)).
   */
  get logLevel() {
    return process.env.LOG_LEVEL || 'info'
  },
  /**
   * Where traces go (src/server/nodeInstrumentation.ts); unset, none are sent.
   *
   * @env OTEL_EXPORTER_OTLP_ENDPOINT [unset] An OpenTelemetry collector to send traces to.
   */
  get otelEndpoint() {
    return trimmed('OTEL_EXPORTER_OTLP_ENDPOINT')
  },
  /**
   * @env OTEL_SERVICE_NAME [`rafeef-site`] The service name on the traces sent to
   *   `OTEL_EXPORTER_OTLP_ENDPOINT`.
   */
  get otelServiceName() {
    return process.env.OTEL_SERVICE_NAME || 'rafeef-site'
  },
  /**
   * The start command's seed: only an empty database is seeded.
   *
   * @env SEED_IF_EMPTY [unset] `1`: a start on an empty database seeds it first (the start script
   *   sets it).
   */
  get seedIfEmpty() {
    return process.env.SEED_IF_EMPTY === '1'
  },
  /**
   * The scale seed's share of a decade (src/seed/scale.ts): NaN when not a number.
   *
   * @env SEED_SCALE [`1`] `npm run seed:scale`: the share of a decade of traffic to write (1 is a
   *   decade).
   */
  get seedScale() {
    return Number(process.env.SEED_SCALE ?? '1')
  },
  /**
   * @env SEED_SCALE_FILES [written] `0` makes `npm run seed:scale` write no upload files (the rows
   *   only).
   */
  get seedScaleFiles() {
    return process.env.SEED_SCALE_FILES !== '0'
  },

  /**
   * Another server of the content API to read content from, instead of this app's CMS.
   *
   * @env CONTENT_API_URL [unset] Read content from another server that speaks the content API (base
   *   address ending in `/api/`) instead of this app's CMS.
   */
  get contentApiUrl() {
    return process.env.CONTENT_API_URL || undefined
  },
  /**
   * Lets the page preview API show drafts without a CMS login.
   *
   * @env PREVIEW_SECRET [unset] Lets `GET /api/page-previews/{name}?secret=…` show drafts without a
   *   CMS login (for an external front end).
   */
  get previewSecret() {
    return process.env.PREVIEW_SECRET || undefined
  },

  /**
   * The mail server; unset, every email is written to the log instead.
   *
   * @env SMTP_URL [unset] Mail server for the site's emails, e.g.
   *   `smtps://user:password@mail.example.com:465` or `smtp://mail.example.com:587`. Unset: every
   *   email is written to the log instead of being sent (local use).
   */
  get smtpUrl() {
    return process.env.SMTP_URL || undefined
  },
  /**
   * The sender, `Name <address>` or an address; src/emails/adapter.ts has its default.
   *
   * @env MAIL_FROM [`Rafeef Cooperative Insurance <no-reply@rafeef.example>`] Sender of the site's
   *   emails: `Name <address>` or an address.
   */
  get mailFrom() {
    return process.env.MAIL_FROM
  },

  /** Requests one client address (and account) may make per window (src/utilities/rateLimit.ts). */
  rateLimits: {
    /**
     * @env RATE_LIMIT_SUBMISSIONS [`20`] Forms and applications one client address may send per 10
     *   minutes (then 429 with `Retry-After`).
     */
    get submit() {
      return wholeNumber('RATE_LIMIT_SUBMISSIONS', 20)
    },
    /**
     * @env RATE_LIMIT_LOOKUPS [`30`] Claim and complaint status lookups per client address per 10
     *   minutes.
     */
    get lookup() {
      return wholeNumber('RATE_LIMIT_LOOKUPS', 30)
    },
    /**
     * @env RATE_LIMIT_LOGINS [`30`] Admin sign-in requests per client address per 10 minutes.
     */
    get login() {
      return wholeNumber('RATE_LIMIT_LOGINS', 30)
    },
    /**
     * @env RATE_LIMIT_LOGIN_FAILURES [`5`] Failed sign-ins per client address and account per 15
     *   minutes; then that address (only) must wait. Accounts are never locked.
     */
    get loginFailures() {
      return wholeNumber('RATE_LIMIT_LOGIN_FAILURES', 5)
    },
    /**
     * Wrong second-factor codes for one account, from any address (the password was right).
     *
     * @env RATE_LIMIT_CODE_FAILURES [`10`] Wrong second-factor codes for one account per 15
     *   minutes, from any address (whoever sends them has the password); then that account's
     *   sign-ins wait, and each wrong code is in the audit trail.
     */
    get codeFailures() {
      return wholeNumber('RATE_LIMIT_CODE_FAILURES', 10)
    },
    /**
     * @env RATE_LIMIT_PASSWORD_RESETS [`5`] Password reset requests per client address per 10
     *   minutes.
     */
    get passwordReset() {
      return wholeNumber('RATE_LIMIT_PASSWORD_RESETS', 5)
    },
    /**
     * @env RATE_LIMIT_RESETS_PER_ACCOUNT [`3`] Password reset emails one address (known or not) may
     *   be sent per hour.
     */
    get resetsPerAccount() {
      return wholeNumber('RATE_LIMIT_RESETS_PER_ACCOUNT', 3)
    },
  },

  /**
   * Days a job application (and its CV) is kept.
   *
   * @env JOB_APPLICATION_RETENTION_DAYS [`365`] Job applications (and their CVs) older than this
   *   are deleted by a nightly job the server runs itself.
   */
  get jobApplicationRetentionDays() {
    return wholeNumber('JOB_APPLICATION_RETENTION_DAYS', 365)
  },
  /**
   * Days the audit trail keeps an entry.
   *
   * @env AUDIT_RETENTION_DAYS [`730`] Audit trail entries older than this are deleted by a nightly
   *   job.
   */
  get auditRetentionDays() {
    return wholeNumber('AUDIT_RETENTION_DAYS', 730)
  },
  /**
   * Days a service request's attached documents are kept.
   *
   * @env REQUEST_DOCUMENT_RETENTION_DAYS [`365`] Documents attached to service requests
   *   (cancellations) older than this are deleted nightly; the request stays.
   */
  get requestDocumentRetentionDays() {
    return wholeNumber('REQUEST_DOCUMENT_RETENTION_DAYS', 365)
  },
  /**
   * Minutes an upload no submission claims is left alone before the sweep deletes it.
   *
   * @env ORPHAN_FILE_GRACE_MINUTES [`60`] Uploads no submission claims (left by a crash, or by
   *   staff deleting a request) are deleted at start and nightly once older than this.
   */
  get orphanFileGraceMinutes() {
    return wholeNumber('ORPHAN_FILE_GRACE_MINUTES', 60, { allowZero: true })
  },
  /**
   * How often each instance looks for due scheduled work (Payload's `jobs.autoRun`).
   *
   * @env JOBS_AUTORUN_CRON [every 15 minutes] How often instances look for due jobs, as a cron
   *   expression with seconds.
   */
  get jobsAutorunCron() {
    return trimmed('JOBS_AUTORUN_CRON') ?? '0 */15 * * * *'
  },
  /**
   * How often (ms) each instance runs the publish and unpublish events editors scheduled that are
   * due.
   *
   * @env SCHEDULED_PUBLISH_TICK_MS [`15000`] How often (ms) each instance runs the publish and
   *   unpublish events editors scheduled that are due (default 15000).
   */
  get scheduledPublishTickMs() {
    return wholeNumber('SCHEDULED_PUBLISH_TICK_MS', 15_000)
  },

  /**
   * The Redis that several instances share; unset for one process.
   *
   * @env REDIS_URL [unset] `redis://host:6379/0`: Next's page cache and `'use cache'` entries with
   *   their tags (a CMS save on any instance expires them on all), the rate-limit counts, which
   *   instance runs each tick of the nightly jobs, and word of a page, job or redirect saved on one
   *   instance, so every instance answers its address within a second. Redis must have
   *   `notify-keyspace-events Exe` (`redis-server --notify-keyspace-events Exe`, or `CONFIG SET`).
   */
  get redisUrl() {
    return trimmed('REDIS_URL')
  },
  /**
   * Prefix of the cache keys in Redis; unset, the build's id.
   *
   * @env CACHE_KEY_PREFIX [the build's id] Optional: prefix of the cache keys in Redis; default the
   *   build's id, so a new build starts with an empty cache.
   */
  get cacheKeyPrefix() {
    return process.env.CACHE_KEY_PREFIX || undefined
  },
  /**
   * The S3 bucket every upload collection keeps its files in, or undefined to keep them on disk.
   *
   * @env S3_BUCKET [unset (files on disk)] Bucket for every upload collection, under `media/`,
   *   `documents/`, `job-application-cvs/` and `private/request-documents/`. Keep it private: files
   *   are served only by the site's file route after its access check.
   * @env S3_REGION [`us-east-1`] Region (default `us-east-1`); for an S3-compatible service, its
   *   address and `true` for path-style addresses.
   * @env S3_ENDPOINT [unset (AWS)] Region (default `us-east-1`); for an S3-compatible service, its
   *   address and `true` for path-style addresses.
   * @env S3_FORCE_PATH_STYLE [`false`] Region (default `us-east-1`); for an S3-compatible service,
   *   its address and `true` for path-style addresses.
   * @env S3_ACCESS_KEY_ID [unset] Keys; without them the AWS SDK finds its own (an instance role,
   *   `AWS_*` variables).
   * @env S3_SECRET_ACCESS_KEY [unset] Keys; without them the AWS SDK finds its own (an instance
   *   role, `AWS_*` variables).
   */
  get s3() {
    const bucket = trimmed('S3_BUCKET')
    if (!bucket) return undefined
    return {
      bucket,
      region: trimmed('S3_REGION') ?? 'us-east-1',
      endpoint: trimmed('S3_ENDPOINT'),
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: trimmed('S3_ACCESS_KEY_ID'),
      secretAccessKey: trimmed('S3_SECRET_ACCESS_KEY'),
    }
  },
}
