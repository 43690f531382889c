import { describe, expect, it } from 'vitest'

import { cvKinds } from '@/features/careers/application/limits'
import { documentKinds } from '@/forms/documents'
import { inspectUpload, type RefusalReason } from '@/uploads/inspect'
import { hasActiveMarkup } from '@/uploads/markup'
import { decodePdfName } from '@/uploads/pdf'

import {
  bmp,
  bmpHeaderWithHtml,
  bmpWithWrongSize,
  decompressionBombPng,
  emptyPdf,
  gif,
  handWrittenPdf,
  jpegHeaderOnly,
  jpegWithMetadata,
  jpegWithThumbnail,
  pdfOpeningAtFirstPage,
  pdfWithAttachment,
  pdfWithEscapedNamesInObjectStream,
  pdfWithEscapedScriptNames,
  pdfWithLink,
  pdfWithOpenActionScript,
  pdfWithOpenActionUri,
  pdfWithScriptInObjectStream,
  pdfWithScriptTag,
  pdfWithShadowedScript,
  pdfWithUnreadableObjectStream,
  pdfWithXmp,
  plainHandWrittenPdf,
  pngCutInHalf,
  pngWithShortImageData,
  pngWithHtml,
  textFile,
  truncatedJpeg,
  truncatedPdf,
  validBmp,
  validJpeg,
  validPdf,
  validPng,
  withAppended,
} from '../../helpers/uploadFixtures'

const [pdfKind, jpgKind, pngKind, bmpKind] = documentKinds

async function expectAccepted(
  bytes: Buffer | Promise<Buffer>,
  kind: (typeof documentKinds)[number],
) {
  expect(await inspectUpload(await bytes, documentKinds)).toEqual({ ok: true, kind })
}

async function expectRefused(
  bytes: Buffer | Promise<Buffer>,
  reason: RefusalReason,
  accepted: readonly (typeof documentKinds)[number][] = documentKinds,
) {
  expect(await inspectUpload(await bytes, accepted)).toEqual({ ok: false, reason })
}

describe('inspectUpload accepts whole, plain files', () => {
  it('a PDF with text, saved with object streams', () => expectAccepted(validPdf(), pdfKind))
  it('a PDF with a link annotation to a web address', () => expectAccepted(pdfWithLink(), pdfKind))
  it('a PDF linking to a page whose address ends in /JavaScript', () =>
    expectAccepted(pdfWithLink('https://en.wikipedia.org/wiki/JavaScript'), pdfKind))
  it('a PDF whose title mentions /JS and /Launch', () =>
    expectAccepted(
      handWrittenPdf([
        [1, '<< /Type /Catalog /Pages 2 0 R >>'],
        [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
        [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'],
        [4, '<< /Title (Notes \\(on /JS\\) and /Launch) /Subject <2F4A53> >>'],
      ]),
      pdfKind,
    ))
  it('a PDF with XMP metadata', () => expectAccepted(pdfWithXmp(), pdfKind))
  it('a PDF that opens at its first page (a destination in /OpenAction)', () =>
    expectAccepted(pdfOpeningAtFirstPage(), pdfKind))
  it('a hand-written PDF with a cross-reference table', () =>
    expectAccepted(plainHandWrittenPdf(), pdfKind))
  it('a PDF that opens at its first page with a go-to action', () =>
    expectAccepted(
      handWrittenPdf([
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >>'],
        [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
        [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'],
      ]),
      pdfKind,
    ))
  it('a JPEG', () => expectAccepted(validJpeg(), jpgKind))
  it('a JPEG with EXIF and XMP metadata', async () => {
    const jpeg = await jpegWithMetadata()
    expect(jpeg.includes('<x:xmpmeta')).toBe(true)
    expect(jpeg.includes('Exif\0\0')).toBe(true)
    await expectAccepted(jpeg, jpgKind)
  })
  it('a JPEG with an EXIF thumbnail, whose EOI is not the end of the image', () =>
    expectAccepted(jpegWithThumbnail(), jpgKind))
  it('a JPEG followed by zero padding', async () =>
    expectAccepted(withAppended(await validJpeg(), Buffer.alloc(64)), jpgKind))
  it('a JPEG followed by a second JPEG (Multi-Picture Format)', async () =>
    expectAccepted(Buffer.concat([await validJpeg(), await validJpeg()]), jpgKind))
  it('a PNG', () => expectAccepted(validPng(), pngKind))
  it('a 24-bit BMP with padded rows', () => expectAccepted(validBmp(), bmpKind))
  it('a top-down BMP, and 1, 4, 8 and 32 bits per pixel', async () => {
    await expectAccepted(bmp({ height: -3 }), bmpKind)
    for (const bitsPerPixel of [1, 4, 8, 32])
      await expectAccepted(bmp({ width: 13, bitsPerPixel }), bmpKind)
  })

  it('answers with the accepted entry the bytes matched', async () => {
    const inspection = await inspectUpload(await validPdf(), cvKinds)
    expect(inspection.ok && inspection.kind).toBe(cvKinds[0])
  })
})

describe('inspectUpload refuses what is not an accepted kind (type)', () => {
  it('a text file, whatever it is called', () => expectRefused(textFile(), 'type'))
  it('an empty file', () => expectRefused(Buffer.alloc(0), 'type'))
  it('a GIF, a real image but not one of the kinds', () => expectRefused(gif(), 'type'))
  it('an image where only PDF is taken (a CV)', () => expectRefused(validPng(), 'type', cvKinds))
  it('a JPEG wrapped in a BMP header', () => expectRefused(bmp({ compression: 4 }), 'type'))
})

describe('inspectUpload refuses truncated and unreadable files (broken)', () => {
  it('a PDF cut in the middle', () => expectRefused(truncatedPdf(), 'broken'))
  it('a PDF trailer with no document before it', () => expectRefused(emptyPdf(), 'broken'))
  it('a PDF whose objects cannot be parsed', async () => {
    const pdf = plainHandWrittenPdf()
    const broken = Buffer.from(
      pdf.toString('latin1').replace('<< /Type /Pages', '<< /Type /Pages <<'),
      'latin1',
    )
    await expectRefused(broken, 'broken')
  })
  it('a PDF with an object stream that does not decompress (as when encrypted)', () =>
    expectRefused(pdfWithUnreadableObjectStream(), 'broken'))
  it('only the header of a JPEG', async () => {
    const header = await jpegHeaderOnly()
    expect(header.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    await expectRefused(header, 'broken')
  })
  it('a JPEG cut short', () => expectRefused(truncatedJpeg(), 'broken'))
  it('a PNG cut in half', () => expectRefused(pngCutInHalf(), 'broken'))
  it('a PNG missing the last bytes of IEND', async () => {
    const png = await validPng()
    await expectRefused(png.subarray(0, png.length - 3), 'broken')
  })
  it('a PNG whose image data stops halfway, in well-formed chunks', () =>
    expectRefused(pngWithShortImageData(), 'broken'))
  it('a PNG whose chunk checksum does not match', async () => {
    const png = await validPng()
    png[png.length - 20] = (png[png.length - 20] ?? 0) ^ 0x01
    await expectRefused(png, 'broken')
  })
  it('a decompression bomb PNG, before decoding it', async () => {
    const bomb = decompressionBombPng()
    expect(bomb.length).toBeLessThan(100_000)
    const started = performance.now()
    await expectRefused(bomb, 'broken')
    // Decoding 400 megapixels would take seconds; refusing from the header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000)
  })
  it('a BMP whose declared size is larger than the file', () =>
    expectRefused(bmpWithWrongSize(), 'broken'))
  it.each([
    ['an unknown DIB header size', { headerSize: 64 }],
    ['zero width', { width: 0 }],
    ['zero height', { height: 0 }],
    ['a width over 10,000', { width: 10_001, height: 1 }],
    ['7 bits per pixel', { bitsPerPixel: 7 }],
    ['pixel data starting past the end', { pixelOffset: 4_000 }],
    ['pixel data starting inside the headers', { pixelOffset: 30 }],
    ['run-length encoding with 24 bits per pixel', { compression: 1 }],
    ['an unknown compression', { compression: 9 }],
  ])('a BMP with %s', (_, options) => expectRefused(bmp(options), 'broken'))
  it('a BMP whose pixels do not fit in the file', async () => {
    const file = validBmp()
    file.writeInt32LE(30, 22) // 30 rows declared, 3 stored
    await expectRefused(file, 'broken')
  })
})

describe('inspectUpload refuses polyglots and active content (active)', () => {
  it('a PDF running JavaScript from /OpenAction', () =>
    expectRefused(pdfWithOpenActionScript(), 'active'))
  it('a PDF opening a web address from /OpenAction', () =>
    expectRefused(pdfWithOpenActionUri(), 'active'))
  it('a PDF with the script names hex-escaped', () =>
    expectRefused(pdfWithEscapedScriptNames(), 'active'))
  it('a PDF with hex-escaped script names inside a compressed object stream', async () => {
    const pdf = pdfWithEscapedNamesInObjectStream()
    expect(pdf.includes('#4aavaScript')).toBe(false)
    await expectRefused(pdf, 'active')
  })
  it('a PDF with its script inside a compressed object stream', async () => {
    const pdf = await pdfWithScriptInObjectStream()
    expect(pdf.includes('JavaScript')).toBe(false)
    await expectRefused(pdf, 'active')
  })
  it('a PDF with a script in a copy of an object pdf-lib replaces', () =>
    expectRefused(pdfWithShadowedScript(), 'active'))
  it('a PDF with an attached file', () => expectRefused(pdfWithAttachment(), 'active'))
  it('a PDF with an HTML page in a stream', () => expectRefused(pdfWithScriptTag(), 'active'))
  it('a PNG followed by an HTML page', () => expectRefused(pngWithHtml(), 'active'))
  it('a PNG followed by anything', async () =>
    expectRefused(withAppended(await validPng()), 'active'))
  it('a JPEG followed by an archive', async () =>
    expectRefused(withAppended(await validJpeg()), 'active'))
  it('a JPEG with an HTML page in a comment segment', async () => {
    const jpeg = await validJpeg()
    const comment = Buffer.from(`\xff\xfe\x00\x12<svg onload=x>.`, 'latin1')
    await expectRefused(Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]), 'active')
  })
  it('a BMP header followed by HTML', () => expectRefused(bmpHeaderWithHtml(), 'active'))
  it('a BMP followed by bytes past its declared size', () =>
    expectRefused(withAppended(validBmp()), 'active'))
})

describe('hasActiveMarkup', () => {
  it.each([
    '<html>',
    '<SCRIPT src=x>',
    '<svg/onload=alert(1)>',
    '<img\nsrc=x onerror=y>',
    '<!DOCTYPE html>',
    '<iframe ',
    '<Body>',
  ])('finds %j', (markup) => expect(hasActiveMarkup(`\0\x89garbage${markup}garbage`)).toBe(true))
  it.each([
    '<?xpacket begin="">',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF>',
    '<dc:format>',
    '<scripts>',
    '<imgx',
    '<svg',
  ])('does not take %j for markup', (text) => expect(hasActiveMarkup(text)).toBe(false))
})

describe('decodePdfName', () => {
  it('decodes #xx escapes in either case', () => {
    expect(decodePdfName('J#61vaScript')).toBe('JavaScript')
    expect(decodePdfName('#4a#53')).toBe('JS')
    expect(decodePdfName('Open#41ction')).toBe('OpenAction')
    expect(decodePdfName('Plain')).toBe('Plain')
  })
})
