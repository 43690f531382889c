import { describe, expect, it } from 'vitest'

import { createdAnswer, problem, publicRead } from '@/api/responses'

describe('the content API answers', () => {
  it('give a stored submission 201, its reference in data, and no cache', async () => {
    const answer = createdAnswer({ reference: 'CLM-2026-1' })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ data: { reference: 'CLM-2026-1' } })
  })

  it('keep a public read for a few seconds in a shared cache', () => {
    expect(publicRead([]).headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
  })

  it('take a problem’s status from its kind', async () => {
    const answer = problem('invalid', 'Check the form', { email: 'Email is required' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      message: 'Check the form',
      errors: { email: 'Email is required' },
    })
  })
})
