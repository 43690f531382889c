import { afterEach, describe, expect, it, vi } from 'vitest'

import { shareImageUrl, shareImageVersion } from '@/metadata/pageMetadata'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a share image address', () => {
  it('names the picture of one title on one site: either changing is a new address', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.sa')
    const first = shareImageVersion('Motor insurance')
    expect(shareImageVersion('Motor insurance')).toBe(first)
    expect(shareImageVersion('Medical insurance')).not.toBe(first)
    // The picture shows the site's host under the title: a move must not keep the old picture.
    vi.stubEnv('SITE_URL', 'https://rafeef.example.sa')
    expect(shareImageVersion('Motor insurance')).not.toBe(first)
  })

  it('is the page kind and key in the language, with the version', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.sa')
    expect(shareImageUrl({ kind: 'page', key: 'motor-insurance' }, 'Motor', 'ar')).toBe(
      `/ar/share-image/page/motor-insurance?v=${shareImageVersion('Motor')}`,
    )
  })
})
