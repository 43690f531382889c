import compile from 'icu-minify/compile'

/**
 * A catalogue as next-intl's translators read it: every message parsed once, when the server
 * loads the catalogue, into icu-minify's compact form. Formatting a parsed message takes use-intl's
 * `format-only` formatter (about 1 kB; next.config.ts puts it in place of the full one), so the
 * browser gets neither intl-messageformat nor its ICU parser (10 kB gzip on every page with a form).
 * The type stays the catalogue's, so keys and arguments are checked as before; the leaves are
 * parsed messages at run time.
 */
export function compileCatalog<Catalog extends object>(catalog: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]: [string, unknown]) => {
      // icu-minify gives plural and select options null prototypes, which React will not pass
      // to a client component; the JSON round trip makes them plain objects.
      if (typeof value === 'string') return [key, JSON.parse(JSON.stringify(compile(value)))]
      if (value && typeof value === 'object' && !Array.isArray(value))
        return [key, compileCatalog(value)]
      throw new TypeError(`Message "${key}" is neither a text nor a group of texts`)
    }),
  ) as Catalog
}
