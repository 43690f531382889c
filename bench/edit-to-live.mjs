#!/usr/bin/env node
// Time from saving the home cover title in the CMS to the new title being served on / and /ar,
// and by the content API (`/api/pages/home`, which carries both languages).
// Against a running site: BASE_URL (default http://localhost:3000), ADMIN_EMAIL, ADMIN_PASSWORD,
// and ADMIN_TOTP_SECRET when the admin signs in with an authenticator (the seed's, in tests).
import { Secret, TOTP } from 'otpauth'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const runs = Number(process.env.RUNS ?? 5)

async function api(path, init = {}, token) {
  const response = await fetch(`${base}/cms/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

const { token } = await api('/users/login', {
  method: 'POST',
  body: JSON.stringify({
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
    code: process.env.ADMIN_TOTP_SECRET
      ? new TOTP({ secret: Secret.fromBase32(process.env.ADMIN_TOTP_SECRET) }).generate()
      : undefined,
  }),
})

async function homePage(locale) {
  const { docs } = await api(`/pages?where[name][equals]=home&depth=0&locale=${locale}`, {}, token)
  return docs[0]
}

async function setTitle(locale, title) {
  const page = await homePage(locale)
  const sections = page.sections.map((s, i) => (i === 0 ? { ...s, title } : s))
  await api(
    `/pages/${page.id}?locale=${locale}`,
    { method: 'PATCH', body: JSON.stringify({ sections, _status: 'published' }) },
    token,
  )
}

async function untilServed(path, text) {
  const started = Date.now()
  for (;;) {
    const html = await (await fetch(`${base}${path}`)).text()
    if (html.includes(text)) return Date.now() - started
    if (Date.now() - started > 30_000) throw new Error(`${path} still stale after 30 s`)
  }
}

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]

for (const [locale, path] of [
  ['en', '/'],
  ['ar', '/ar'],
]) {
  const original = (await homePage(locale)).sections[0].title
  const times = { [path]: [], '/api/pages/home': [] }
  for (let i = 0; i < runs; i++) {
    const title = `Edit ${Date.now()}`
    const saved = Date.now()
    await setTitle(locale, title)
    const saveMs = Date.now() - saved
    const addresses = Object.keys(times)
    const served = await Promise.all(addresses.map((address) => untilServed(address, title)))
    addresses.forEach((address, k) => times[address].push(saveMs + served[k]))
  }
  await setTitle(locale, original)
  for (const [address, list] of Object.entries(times)) {
    console.log(
      `${locale} ${address}: save → served ${list.join(', ')} ms (median ${median(list)} ms, ${runs} runs)`,
    )
  }
}
