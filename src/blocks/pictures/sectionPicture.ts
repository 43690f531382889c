import { readFile } from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { cookies, headers } from 'next/headers'
import { getRequestLanguage } from 'payload'

import { sectionNames } from '@/blocks'

import { sectionPictureFolder } from './address.mjs'

/**
 * A kind's picture in the admin's language, chosen as Payload chooses it for its screens (its
 * language cookie, then the browser's). The address is the same in both languages, so the answer
 * varies by both and is checked again before each use rather than kept.
 */
export async function sectionPictureResponse(kind: string): Promise<Response> {
  if (!(sectionNames as readonly string[]).includes(kind)) return notFound()
  const language = getRequestLanguage({
    config: await config,
    cookies: await cookies(),
    headers: await headers(),
  })
  const file = path.join(process.cwd(), sectionPictureFolder, `${kind}.${language}.webp`)
  const picture = await readFile(file).catch(() => null)
  if (!picture) return notFound()
  return new Response(new Uint8Array(picture), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Language',
    },
  })
}

const notFound = () => Response.json({ message: 'Not Found' }, { status: 404 })
