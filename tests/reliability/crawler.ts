import http from 'node:http'

/**
 * A link checker's crawl of a site at a concurrency of two pages: the sitemap's pages two at a
 * time, and as soon as a page is read, every address on the site it names asked together, each
 * address once in the crawl: its pictures (every address of each `<img>`'s `src` and `srcset`)
 * and what its links (to the other pages among them), stylesheets and scripts point to. Its
 * connections come from one keep-alive pool that opens another whenever none is free, as undici's
 * and Node's do; so while the first pages' addresses are asked it holds more connections than the
 * server's bound on one client (76 at once against 64 in one run). linkinator 7 holds more still:
 * its `--concurrency` does not bound its requests (a page's checks start as the page is read).
 * It honours `Retry-After`: a request refused with it is asked again after that wait.
 */
export type Crawl = {
  pages: number
  pictures: number
  /** Other addresses the pages name (links, stylesheets, scripts). */
  links: number
  requests: number
  /** Refusals that said when to ask again, by status. */
  waitedFor: Record<string, number>
  /** Requests that got no answer, by error code. */
  networkErrors: Record<string, number>
  /**
   * Addresses not served, by their last answer's status (0: none) and address: a page or a
   * picture not answered 200, a link answered 400 or more.
   */
  notServed: Record<string, number>
  seconds: number
}

/** How often one address may be refused before the crawl gives it up. */
const MAX_ATTEMPTS = 30

type Answer =
  { status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string }

export async function crawl(base: string): Promise<Crawl> {
  const started = performance.now()
  const agent = new http.Agent({ keepAlive: true })
  const result: Crawl = {
    pages: 0,
    pictures: 0,
    links: 0,
    requests: 0,
    waitedFor: {},
    networkErrors: {},
    notServed: {},
    seconds: 0,
  }
  const count = (record: Record<string, number>, key: string) =>
    (record[key] = (record[key] ?? 0) + 1)

  /** One request, its body read whole (a page's) or let go (a picture's). */
  const once = (url: string, keepBody: boolean): Promise<Answer> =>
    new Promise((resolve) => {
      result.requests++
      const request = http.get(
        url,
        { agent, headers: { accept: keepBody ? 'text/html,*/*' : 'image/avif,image/webp,*/*' } },
        (response) => {
          let body = ''
          if (keepBody) response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            if (keepBody) body += chunk
          })
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          )
          response.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ error: error.code ?? error.message }),
          )
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      )
    })

  /** Asks until answered without a `Retry-After`; the last answer, or why there was none. */
  const get = async (
    url: string,
    keepBody = false,
    served: (status: number) => boolean = (status) => status === 200,
  ): Promise<Answer> => {
    for (let attempt = 1; ; attempt++) {
      const answer = await once(url, keepBody)
      if ('error' in answer) {
        count(result.networkErrors, answer.error)
        count(result.notServed, `0 ${url}`)
        return answer
      }
      const wait = Number(answer.headers['retry-after'])
      if (Number.isFinite(wait) && attempt < MAX_ATTEMPTS) {
        count(result.waitedFor, String(answer.status))
        await new Promise((resolve) => setTimeout(resolve, wait * 1000))
        continue
      }
      if (!served(answer.status)) count(result.notServed, `${answer.status} ${url}`)
      return answer
    }
  }

  /** The sitemap's page addresses, on `base` (the sitemap names the address it was built for). */
  const pagesOf = async (path: string): Promise<string[]> => {
    const answer = await get(`${base}${path}`, true)
    if ('error' in answer) return []
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const address = new URL(unescape(match[1]!))
      return `${address.pathname}${address.search}`
    })
    if (!/<sitemapindex/.test(answer.body)) return locs.map((loc) => new URL(loc, base).href)
    return (await Promise.all(locs.map(pagesOf))).flat()
  }

  const seen = new Set<string>()
  /** The address on the site an attribute names, if it names one not asked yet. */
  const unseen = (value: string | undefined, page: string) => {
    if (!value || /^(?:data|mailto|tel|javascript):/i.test(value)) return []
    const address = new URL(unescape(value), page)
    address.hash = ''
    if (address.origin !== new URL(base).origin || seen.has(address.href)) return []
    seen.add(address.href)
    return [address.href]
  }
  const readPage = async (page: string) => {
    const answer = await get(page, true)
    result.pages++
    if ('error' in answer) return
    const pictures: string[] = []
    const links: string[] = []
    for (const [tag] of answer.body.matchAll(/<(?:img|a|link|script)\b[^>]*>/gi)) {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
      if (/^<img/i.test(tag)) {
        const srcset = attribute('srcset')?.split(',') ?? []
        for (const candidate of [attribute('src'), ...srcset.map((c) => c.trim().split(/\s+/)[0])])
          pictures.push(...unseen(candidate, page))
      } else links.push(...unseen(attribute('href') ?? attribute('src'), page))
    }
    result.pictures += pictures.length
    result.links += links.length
    await Promise.all([
      ...pictures.map((picture) => get(picture)),
      ...links.map((link) => get(link, false, (status) => status < 400)),
    ])
  }

  try {
    const pages = await pagesOf('/sitemap.xml')
    if (pages.length === 0) count(result.notServed, 'no page in /sitemap.xml')
    const workers = Array.from({ length: 2 }, async () => {
      for (let page = pages.shift(); page; page = pages.shift()) await readPage(page)
    })
    await Promise.all(workers)
  } finally {
    agent.destroy()
  }
  result.seconds = Math.round((performance.now() - started) / 100) / 10
  return result
}

/** An attribute's value as HTML escapes it (`&amp;` in a srcset's query). */
function unescape(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}
