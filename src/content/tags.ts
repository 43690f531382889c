/**
 * Cache tags, one module so that readers and the hooks that revalidate them cannot drift. A tag is
 * shared by both locales: one edit in either language refreshes the English and the Arabic page.
 */
export const tags = {
  page: (name: string) => `page:${name}`,
  pages: 'pages',
  jobs: 'jobs',
  global: (slug: string) => `global:${slug}`,
}
