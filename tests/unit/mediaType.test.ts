import { describe, expect, it } from 'vitest'

import { isJson, isMultipartForm, mediaTypeOf } from '@/utilities/mediaType.mjs'

describe('media types', () => {
  it('names the type in lower case, without parameters or spaces', () => {
    expect(mediaTypeOf('Multipart/Form-Data ; boundary="a b"')).toBe('multipart/form-data')
    expect(mediaTypeOf('application/json;charset=utf-8')).toBe('application/json')
    expect(mediaTypeOf(null)).toBe('')
    expect(mediaTypeOf('')).toBe('')
  })

  it('takes a multipart form only with the boundary its parts are read by', () => {
    expect(isMultipartForm('multipart/form-data; boundary=----x')).toBe(true)
    expect(isMultipartForm('multipart/form-data')).toBe(false)
    expect(isMultipartForm('multipart/mixed; boundary=x')).toBe(false)
    expect(isMultipartForm('multipart/form-data-x; boundary=x')).toBe(false)
  })

  it('takes JSON and JSON-based types, and nothing that only starts like them', () => {
    expect(isJson('application/json')).toBe(true)
    expect(isJson('Application/JSON; charset=utf-8')).toBe(true)
    expect(isJson('application/merge-patch+json')).toBe(true)
    expect(isJson('application/jsonx')).toBe(false)
    expect(isJson('text/json')).toBe(false)
    expect(isJson(undefined)).toBe(false)
  })
})
