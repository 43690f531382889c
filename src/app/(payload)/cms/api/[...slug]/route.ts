/* Payload's generated REST route, each method behind the guard in src/cms/rest. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '@/cms/rest/guard'

const get = REST_GET(config)

export const GET = guardRest(get)
// Payload's router has no HEAD endpoints (it answered 404 where GET answers 200): a HEAD is its
// GET, whose body the server leaves out.
export const HEAD = guardRest((request, args) => get(new Request(request, { method: 'GET' }), args))
export const POST = guardRest(REST_POST(config))
export const DELETE = guardRest(REST_DELETE(config))
export const PATCH = guardRest(REST_PATCH(config))
export const PUT = guardRest(REST_PUT(config))
export const OPTIONS = guardRest(REST_OPTIONS(config))
