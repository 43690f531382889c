// The requests of each attack bench/overload.mjs makes: what a stranger can send without signing in
// that the site cannot answer from a cache. `request(n)` gives the n-th request of the attack, so
// every address or query is new.

const json = (body) => ({
  method: 'POST',
  path: '/api/contact-us',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const validContact = (n) => ({
  name: 'Overload Visitor',
  email: `overload${n}@example.com`,
  subject: 'Policy question',
  message: `Question number ${n} about my policy.`,
  phoneNumber: '0501234567',
})

/** @type {Record<string, { label: string, slow?: boolean, request: (n: number) => { method?: string, path: string, headers?: Record<string, string>, body?: string } }>} */
export const attacks = {
  'cms-deep': {
    label: 'anonymous deep CMS reads',
    request: () => ({ path: '/cms/api/pages?depth=10&limit=0&locale=all' }),
  },
  'made-up': {
    label: 'unique made-up addresses',
    request: (n) => ({
      path: [
        `/wp-${n}.php`,
        `/made-up-${n}`,
        `/ar/made-up-${n}`,
        `/career-details/${1_000_000 + n}`,
        `/.env-${n}/x/y`,
      ][n % 5],
    }),
  },
  searches: {
    label: 'unique job searches',
    request: (n) => ({ path: `${n % 2 ? '/ar' : ''}/career-openings?title=q${n}` }),
  },
  'site-search': {
    label: 'unique site searches',
    request: (n) => ({
      path: [
        `/search?q=motor+q${n}`,
        `/ar/search?q=${encodeURIComponent('تأمين')}+q${n}`,
        `/api/search?q=claim+q${n}`,
      ][n % 3],
    }),
  },
  'api-jobs': {
    label: 'unique /api/jobs?title=',
    request: (n) => ({ path: `/api/jobs?title=q${n}` }),
  },
  images: {
    label: 'unique made-up image sizes',
    request: (n) => ({
      path: `/_next/image?url=${encodeURIComponent(`/cms/api/media/file/made-up-${n}.jpg`)}&w=640&q=75`,
    }),
  },
  'form-valid': {
    label: 'form posts, valid',
    request: (n) => json(validContact(n)),
  },
  'form-invalid': {
    label: 'form posts, invalid',
    request: (n) => json({ ...validContact(n), email: `not an address ${n}` }),
  },
  slow: {
    label: 'slow connections',
    slow: true,
    request: () => ({ path: '/' }),
  },
}

/**
 * A crowd: each request from another of CROWD_ADDRESSES addresses, forwarded by a proxy the
 * server trusts (`TRUSTED_PROXIES=loopback`), as a CDN or a balancer passes on a botnet's
 * requests. No bound per client sees it; only the bounds on all the work together do.
 */
export const CROWD_ADDRESSES = 5000

/** @type {typeof attacks} */
export const crowdAttacks = {
  'crowd-site-search': {
    label: 'crowd: unique site searches',
    request: (n) => ({ path: `/search?q=motor+q${n}` }),
  },
  'crowd-job-search': {
    label: 'crowd: unique job searches',
    request: (n) => ({ path: `/career-openings/search?title=q${n}` }),
  },
  'crowd-api-jobs': {
    label: 'crowd: unique /api/jobs?title=',
    request: (n) => ({ path: `/api/jobs?title=q${n}` }),
  },
  'crowd-made-up': {
    label: 'crowd: made-up addresses',
    request: (n) => ({ path: `/wp-${n}.php` }),
  },
}
