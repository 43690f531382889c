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
 * Every environment variable the site reads, each with the default that serves local use (README.md,
 * "Configuration"). A property reads the environment when it is used, not when this module loads:
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
  /** The public address, for canonical links, the sitemap, structured data and emails. */
  get siteUrl() {
    return configuredSiteUrl() ?? 'http://localhost:3000'
  },
  /** Lets production run on an `http://` SITE_URL other than the machine's own (src/server/productionSafety.mjs). */
  get allowHttpSiteUrl() {
    return process.env.ALLOW_HTTP_SITE_URL === 'true'
  },
  /** The port `npm start` (server.mjs) listens on. */
  get port() {
    return Number(process.env.PORT || 3000)
  },
  /** The address `npm start` listens on. */
  get hostname() {
    return process.env.HOSTNAME || '0.0.0.0'
  },
  /** Proxies whose X-Forwarded-For is believed (see src/server/clientAddress.mjs). */
  get trustedProxies() {
    return process.env.TRUSTED_PROXIES
  },

  // Bounds on the work a request can cause (src/server/workGate.mjs, README "Load bounds").
  /** Uncached requests one client address may have under way at once. */
  get loadClientConcurrency() {
    return wholeNumber('LOAD_CLIENT_CONCURRENCY', 4)
  },
  /** Uncached requests one client address may start per second. */
  get loadClientRate() {
    return wholeNumber('LOAD_CLIENT_RATE', 5)
  },
  /** Uncached requests under way at once from all clients together (one client: half of it). */
  get loadMaxWork() {
    return wholeNumber('LOAD_MAX_WORK', 32)
  },
  /** Visitors' uncached requests under way at once, taking turns in the lane: four for each core. */
  get loadWorkAtOnce() {
    return wholeNumber('LOAD_WORK_AT_ONCE', 4 * availableParallelism())
  },
  /** Uncached requests that may wait for their turn past LOAD_WORK_AT_ONCE; more get 503 at once. */
  get loadMaxQueued() {
    return wholeNumber('LOAD_MAX_QUEUED', 64, { allowZero: true })
  },
  /** How long an uncached request may wait for its turn (ms) before it gets 503. */
  get loadMaxWaitMs() {
    return wholeNumber('LOAD_MAX_WAIT_MS', 1000, { allowZero: true })
  },
  /** The share of the event loop (percent) uncached work keeps while the loop is saturated; the rest is the visitors'. */
  get loadWorkShare() {
    return Math.min(100, wholeNumber('LOAD_WORK_SHARE', 20))
  },
  /** Event-loop delay (ms, 99th percentile over two half-second windows in a row) past which uncached work is refused. */
  get loadMaxLagMs() {
    return wholeNumber('LOAD_MAX_LAG_MS', 200)
  },
  /** How long a refusal of work waits before it is sent (ms), so a refused client cannot come straight back. */
  get loadRefusalPauseMs() {
    return wholeNumber('LOAD_REFUSAL_PAUSE_MS', 40, { allowZero: true })
  },
  /** The pause of each refusal past a client's tenth in a second (ms): a program that ignores Retry-After. */
  get loadPersistentRefusalPauseMs() {
    return wholeNumber('LOAD_PERSISTENT_REFUSAL_PAUSE_MS', 50, { allowZero: true })
  },
  /** Open connections from all clients together; more are closed as they arrive. */
  get loadMaxConnections() {
    return wholeNumber('LOAD_MAX_CONNECTIONS', 4096)
  },
  /** Connections one client address may hold open at once. */
  get loadClientConnections() {
    return wholeNumber('LOAD_CLIENT_CONNECTIONS', 64)
  },

  /** The folder of the SQLite file, the uploads on disk, the generated secret and the seed's marker. */
  get dataDir() {
    return dataDir()
  },
  /** SQLite in DATA_DIR by default (`next dev` keeps a file of its own), or a postgres:// URL. */
  get databaseUrl() {
    const file = process.env.NODE_ENV === 'development' ? 'dev.db' : 'site.db'
    return process.env.DATABASE_URL || `file:${path.join(dataDir(), file)}`
  },
  /** SQLite: how long a write waits for its turn behind this process's others before a 503. */
  get databaseWriteWaitMs() {
    return Number(process.env.DATABASE_WRITE_WAIT_MS) || 20_000
  },
  /** Signs admin sessions; without it one is generated into DATA_DIR (src/utilities/payloadSecret.ts). */
  get payloadSecret() {
    return process.env.PAYLOAD_SECRET || undefined
  },
  /**
   * Seals authenticator secrets at rest; without it the key derives from PAYLOAD_SECRET, which
   * every instance shares anyway. A rotated-out key goes in SECOND_FACTOR_OLD_KEYS (comma-separated)
   * until every secret was sealed again (src/collections/Users/secondFactor/secretBox.ts).
   */
  get secondFactorKey() {
    return trimmed('SECOND_FACTOR_KEY')
  },
  /** Keys the audit trail's hashes of a data-rights request's person; without it, derived from PAYLOAD_SECRET. */
  get auditSubjectKey() {
    return trimmed('AUDIT_SUBJECT_KEY')
  },
  get secondFactorOldKeys() {
    return (process.env.SECOND_FACTOR_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
  },

  /**
   * A staff session ends after this many minutes without a request from the admin (Payload's token
   * lifetime, renewed while the admin is used), and in any case this many hours after sign-in.
   */
  get sessionIdleMinutes() {
    return wholeNumber('SESSION_IDLE_MINUTES', 30)
  },
  get sessionMaxHours() {
    return wholeNumber('SESSION_MAX_HOURS', 12)
  },

  /** The first admin, created when there is no user yet. */
  get adminEmail() {
    return process.env.ADMIN_EMAIL || 'admin@example.com'
  },
  /** That admin's password; unset, a random one is generated and printed once. */
  get adminPassword() {
    return process.env.ADMIN_PASSWORD || undefined
  },
  /**
   * That admin's authenticator secret (base32), for automated environments that sign in without a
   * person; unset, the admin sets up an authenticator app at the first sign-in, as everyone does.
   */
  get adminTotpSecret() {
    return trimmed('ADMIN_TOTP_SECRET')
  },
  /** Where `npm run backup` writes (README.md, "Backups"). */
  get backupDir() {
    return process.env.BACKUP_DIR || 'backups'
  },
  /** The age identity (`AGE-SECRET-KEY-1…`) `npm run restore` opens an encrypted backup with, when no `--identity` file is named. */
  get backupIdentity() {
    return trimmed('BACKUP_IDENTITY')
  },
  /** After SIGTERM, how long the server keeps answering while /api/ready says it is stopping. */
  get shutdownDrainMs() {
    return wholeNumber('SHUTDOWN_DRAIN_MS', 5000, { allowZero: true })
  },
  /** After SIGTERM, how long it waits in all for the requests under way before it exits anyway. */
  get shutdownTimeoutMs() {
    return wholeNumber('SHUTDOWN_TIMEOUT_MS', 30_000)
  },
  /** Bearer token for /metrics; unset, nobody may read them in production, connections from this machine elsewhere. */
  get metricsToken() {
    return trimmed('METRICS_TOKEN')
  },
  /** The start command's seed: only an empty database is seeded. */
  get seedIfEmpty() {
    return process.env.SEED_IF_EMPTY === '1'
  },

  /** Another server of the content API to read content from, instead of this app's CMS. */
  get contentApiUrl() {
    return process.env.CONTENT_API_URL || undefined
  },
  /** Lets the page preview API show drafts without a CMS login. */
  get previewSecret() {
    return process.env.PREVIEW_SECRET || undefined
  },

  /** The mail server; unset, every email is written to the log instead. */
  get smtpUrl() {
    return process.env.SMTP_URL || undefined
  },
  /** The sender, `Name <address>` or an address; src/notifications/adapter.ts has its default. */
  get mailFrom() {
    return process.env.MAIL_FROM
  },

  /** Requests one client address (and account) may make per window (src/utilities/rateLimit.ts). */
  rateLimits: {
    get submit() {
      return wholeNumber('RATE_LIMIT_SUBMISSIONS', 20)
    },
    get lookup() {
      return wholeNumber('RATE_LIMIT_LOOKUPS', 30)
    },
    get login() {
      return wholeNumber('RATE_LIMIT_LOGINS', 30)
    },
    get loginFailures() {
      return wholeNumber('RATE_LIMIT_LOGIN_FAILURES', 5)
    },
    /** Wrong second-factor codes for one account, from any address (the password was right). */
    get codeFailures() {
      return wholeNumber('RATE_LIMIT_CODE_FAILURES', 10)
    },
    get passwordReset() {
      return wholeNumber('RATE_LIMIT_PASSWORD_RESETS', 5)
    },
    get resetsPerAccount() {
      return wholeNumber('RATE_LIMIT_RESETS_PER_ACCOUNT', 3)
    },
  },

  /** Days a job application (and its CV) is kept. */
  get jobApplicationRetentionDays() {
    return wholeNumber('JOB_APPLICATION_RETENTION_DAYS', 365)
  },
  /** Days the audit trail keeps an entry. */
  get auditRetentionDays() {
    return wholeNumber('AUDIT_RETENTION_DAYS', 730)
  },
  /** Days a service request's attached documents are kept. */
  get requestDocumentRetentionDays() {
    return wholeNumber('REQUEST_DOCUMENT_RETENTION_DAYS', 365)
  },
  /** Minutes an upload no submission claims is left alone before the sweep deletes it. */
  get orphanFileGraceMinutes() {
    return wholeNumber('ORPHAN_FILE_GRACE_MINUTES', 60, { allowZero: true })
  },
  /** How often each instance looks for due scheduled work (Payload's `jobs.autoRun`). */
  get jobsAutorunCron() {
    return trimmed('JOBS_AUTORUN_CRON') ?? '0 */15 * * * *'
  },
  /** How often (ms) each instance runs the publish and unpublish events editors scheduled that are due. */
  get scheduledPublishTickMs() {
    return wholeNumber('SCHEDULED_PUBLISH_TICK_MS', 15_000)
  },

  /** The Redis that several instances share; unset for one process. */
  get redisUrl() {
    return trimmed('REDIS_URL')
  },
  /** Prefix of the cache keys in Redis; unset, the build's id. */
  get cacheKeyPrefix() {
    return process.env.CACHE_KEY_PREFIX || undefined
  },
  /** The S3 bucket every upload collection keeps its files in, or undefined to keep them on disk. */
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
