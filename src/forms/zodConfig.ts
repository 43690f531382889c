import * as z from 'zod/mini'

/**
 * zod compiles object schemas with `new Function` when it may, and probes for that on first use.
 * The site's Content-Security-Policy allows no eval, and the browser reports even the probe as a
 * violation; every form schema is small, so they are checked without compiling.
 */
z.config({ jitless: true })
