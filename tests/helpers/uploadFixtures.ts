/**
 * Uploads, good and bad, built in code: PDFs with pdf-lib (or written out by hand where pdf-lib
 * would tidy away the trick), JPEGs, PNGs and GIFs with sharp from raw pixels, BMPs byte by byte.
 * Every builder returns a fresh Buffer, so tests may change it.
 */
import { deflateRawSync, deflateSync, constants as zlibConstants } from 'node:zlib'

import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

const html = '<html><script>alert(1)</script></html>'

// ---------------------------------------------------------------------------------------------
// PDF

async function cvDocument() {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  page.drawText('Noura Al-Qahtani', { x: 72, y: 760, size: 24, font })
  page.drawText('Actuarial analyst, Riyadh', { x: 72, y: 730, size: 12, font })
  return { doc, page }
}

const saved = async (doc: PDFDocument, useObjectStreams = true) =>
  Buffer.from(await doc.save({ useObjectStreams }))

/** A one-page CV with text, saved as pdf-lib does by default (objects in object streams). */
export async function validPdf(): Promise<Buffer> {
  return saved((await cvDocument()).doc)
}

/** A CV with a link annotation to a web address (`/URI`), by default a LinkedIn profile: fine. */
export async function pdfWithLink(
  url = 'https://www.linkedin.com/in/noura-alqahtani',
): Promise<Buffer> {
  const { doc, page } = await cvDocument()
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [72, 700, 300, 715],
      Border: [0, 0, 0],
      A: { S: 'URI', URI: PDFString.of(url) },
    }),
  )
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]))
  return saved(doc, false)
}

const xmpPacket = [
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
  '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
  '<dc:format>application/pdf</dc:format>',
  '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Curriculum vitae</rdf:li></rdf:Alt></dc:title>',
  '</rdf:Description>',
  '</rdf:RDF>',
  '</x:xmpmeta>',
  '<?xpacket end="w"?>',
].join('\n')

/** A CV with an uncompressed XMP metadata stream, as Word and Acrobat write: fine. */
export async function pdfWithXmp(): Promise<Buffer> {
  const { doc } = await cvDocument()
  const metadata = doc.context.stream(xmpPacket, { Type: 'Metadata', Subtype: 'XML' })
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata))
  return saved(doc, false)
}

/** A CV that opens at its first page, fitted to the window, as LaTeX's hyperref writes: fine. */
export async function pdfOpeningAtFirstPage(): Promise<Buffer> {
  const { doc, page } = await cvDocument()
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, PDFName.of('Fit')]))
  return saved(doc, false)
}

/** A valid PDF cut in the middle, as an interrupted upload leaves it. */
export async function truncatedPdf(): Promise<Buffer> {
  const whole = await validPdf()
  return Buffer.from(whole.subarray(0, whole.length >> 1))
}

/** Runs a script as soon as it is opened: `/OpenAction << /S /JavaScript /JS (…) >>`. */
export async function pdfWithOpenActionScript(): Promise<Buffer> {
  const { doc } = await cvDocument()
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
  return saved(doc, false)
}

/** Opens a web address as soon as it is opened, without a click. */
export async function pdfWithOpenActionUri(): Promise<Buffer> {
  const { doc } = await cvDocument()
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.com/track') }),
  )
  return saved(doc, false)
}

/**
 * A document-level script (pdf-lib's addJavaScript) saved with object streams: the action sits
 * in a compressed object stream, so the words `JavaScript` and `JS` appear nowhere in the bytes.
 */
export async function pdfWithScriptInObjectStream(): Promise<Buffer> {
  const { doc } = await cvDocument()
  doc.addJavaScript('greeting', 'app.alert("hello")')
  return saved(doc, true)
}

/** Carries an attached file (`/EmbeddedFiles`, `/EmbeddedFile`). */
export async function pdfWithAttachment(): Promise<Buffer> {
  const { doc } = await cvDocument()
  await doc.attach(Buffer.from('MZ not really a program'), 'setup.exe', {
    mimeType: 'application/octet-stream',
  })
  return saved(doc, false)
}

/** An HTML page inside an uncompressed stream: a PDF/HTML polyglot. */
export async function pdfWithScriptTag(): Promise<Buffer> {
  const { doc } = await cvDocument()
  doc.catalog.set(PDFName.of('PieceInfo'), doc.context.register(doc.context.stream(html)))
  return saved(doc, false)
}

/**
 * A PDF written out by hand: `objects` in order (an object number may repeat, as incremental
 * updates do), a cross-reference table pointing at the first copy of each, and the trailer.
 */
export function handWrittenPdf(objects: readonly (readonly [number, string])[]): Buffer {
  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets = new Map<number, number>()
  for (const [id, body] of objects) {
    if (!offsets.has(id)) offsets.set(id, out.length)
    out += `${id} 0 obj\n${body}\nendobj\n`
  }
  const size = Math.max(...offsets.keys()) + 1
  const xref = out.length
  out += `xref\n0 ${size}\n0000000000 65535 f \n`
  for (let id = 1; id < size; id++) {
    const offset = offsets.get(id)
    out +=
      offset === undefined
        ? '0000000000 65535 f \n'
        : `${String(offset).padStart(10, '0')} 00000 n \n`
  }
  out += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/**
 * The body of a compressed object stream holding `objects`, to place in `handWrittenPdf` (the
 * classic cross-reference table then omits them: pdf-lib, which reads objects in order, does not
 * need it to).
 */
export function objectStream(objects: readonly (readonly [number, string])[]): string {
  let index = ''
  let data = ''
  for (const [id, body] of objects) {
    index += `${id} ${data.length} `
    data += `${body}\n`
  }
  const packed = deflateSync(Buffer.from(index + data, 'latin1')).toString('latin1')
  return `<< /Type /ObjStm /N ${objects.length} /First ${index.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`
}

const pageObjects = [
  [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
  [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'],
] as const

/** A hand-written one-page PDF, without anything active. */
export function plainHandWrittenPdf(): Buffer {
  return handWrittenPdf([[1, '<< /Type /Catalog /Pages 2 0 R >>'], ...pageObjects])
}

/**
 * A document-level script (the `/JavaScript` name tree, run when the file opens) with every
 * telling name spelt with `#xx` escapes, some in lower case, which pdf-lib does not decode:
 * `/#4aavaScript` and `/J#61vaScript` for `/JavaScript`, `/#4a#53` for `/JS`.
 */
export function pdfWithEscapedScriptNames(): Buffer {
  return handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R /Names << /#4aavaScript 4 0 R >> >>'],
    ...pageObjects,
    [4, '<< /Names [(greeting) 5 0 R] >>'],
    [5, '<< /S /J#61vaScript /#4a#53 (app.alert\\(1\\)) >>'],
  ])
}

/** The same, with the name tree and the action in a compressed object stream: only a parser sees them. */
export function pdfWithEscapedNamesInObjectStream(): Buffer {
  return handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R /Names 4 0 R >>'],
    ...pageObjects,
    [
      6,
      objectStream([
        [4, '<< /#4aavaScript << /Names [(greeting) 5 0 R] >> >>'],
        [5, '<< /S /#4aavaScript /#4aS (app.alert\\(1\\)) >>'],
      ]),
    ],
  ])
}

/**
 * An object stream that does not decompress, as an encrypted one looks to pdf-lib (which does
 * not decrypt): the objects inside cannot be checked.
 */
export function pdfWithUnreadableObjectStream(): Buffer {
  const scrambled = Buffer.from('9c1f5a7e33d08b42e6a1f0c47d2b9e58', 'hex').toString('latin1')
  return handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R /Names 4 0 R >>'],
    ...pageObjects,
    [
      5,
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 16 >>\nstream\n${scrambled}\nendstream`,
    ],
  ])
}

/**
 * Object 4 defined twice: the cross-reference table points at the first copy, a script, while
 * pdf-lib keeps only the second, harmless one.
 */
export function pdfWithShadowedScript(): Buffer {
  return handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
    ...pageObjects,
    [4, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
    [4, '<< /S /GoTo /D [3 0 R /Fit] >>'],
  ])
}

/** A PDF header and trailer with nothing in between: no catalog, no pages. */
export function emptyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\ntrailer\n<< /Size 1 >>\nstartxref\n0\n%%EOF\n',
    'latin1',
  )
}

// ---------------------------------------------------------------------------------------------
// JPEG, PNG, GIF (sharp, from raw pixels)

/** A smooth RGB gradient with some texture, enough for the encoders to produce real data. */
function pixels(width: number, height: number): sharp.Sharp {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      data[i] = (x * 255) / width
      data[i + 1] = (y * 255) / height
      data[i + 2] = ((x ^ y) * 7) & 0xff
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
}

export async function validJpeg(): Promise<Buffer> {
  return pixels(320, 240).jpeg({ quality: 85 }).toBuffer()
}

/** A JPEG carrying EXIF (with its thumbnail-like IFDs) and an XMP packet, as phones write. */
export async function jpegWithMetadata(): Promise<Buffer> {
  return pixels(320, 240)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: {
        ImageDescription: 'Cancellation letter',
        Copyright: 'Noura Al-Qahtani',
        Software: 'Scanner 2.1',
      },
    })
    .withXmp(xmpPacket)
    .toBuffer()
}

/**
 * A JPEG with an EXIF segment holding a thumbnail, itself a whole JPEG with its own SOI and EOI,
 * as cameras write: the image does not end at the thumbnail's EOI.
 */
export async function jpegWithThumbnail(): Promise<Buffer> {
  const thumbnail = await pixels(32, 24).jpeg({ quality: 60 }).toBuffer()
  // TIFF header, an empty IFD0, and IFD1 pointing at the thumbnail (JPEGInterchangeFormat/Length).
  const tiff = Buffer.alloc(44)
  tiff.write('II', 0, 'latin1')
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4)
  tiff.writeUInt16LE(0, 8)
  tiff.writeUInt32LE(14, 10)
  tiff.writeUInt16LE(2, 14)
  tiff.writeUInt16LE(0x0201, 16)
  tiff.writeUInt16LE(4, 18)
  tiff.writeUInt32LE(1, 20)
  tiff.writeUInt32LE(44, 24)
  tiff.writeUInt16LE(0x0202, 28)
  tiff.writeUInt16LE(4, 30)
  tiff.writeUInt32LE(1, 32)
  tiff.writeUInt32LE(thumbnail.length, 36)
  tiff.writeUInt32LE(0, 40)
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, thumbnail])
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xffe1, 0)
  segment.writeUInt16BE(payload.length + 2, 2)
  const image = await validJpeg()
  return Buffer.concat([image.subarray(0, 2), segment, payload, image.subarray(2)])
}

/** The first 20 bytes of a JPEG: SOI and the start of the first segment, nothing else. */
export async function jpegHeaderOnly(): Promise<Buffer> {
  return Buffer.from((await validJpeg()).subarray(0, 20))
}

export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await validJpeg()
  return Buffer.from(whole.subarray(0, Math.floor(whole.length * 0.75)))
}

export async function validPng(): Promise<Buffer> {
  return pixels(200, 150).png().toBuffer()
}

export async function pngCutInHalf(): Promise<Buffer> {
  const whole = await validPng()
  return Buffer.from(whole.subarray(0, whole.length >> 1))
}

/**
 * A PNG whose compressed image data stops halfway, in well-formed chunks with correct checksums
 * and an IEND: only decoding it finds the missing rows.
 */
export async function pngWithShortImageData(): Promise<Buffer> {
  const png = await validPng()
  const chunks: { type: string; data: Buffer }[] = []
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset)
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    })
    offset += 12 + length
  }
  const imageData = Buffer.concat(
    chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data),
  )
  return Buffer.concat([
    png.subarray(0, 8),
    ...chunks
      .filter(
        (chunk, i, all) => chunk.type !== 'IDAT' || all.findIndex((c) => c.type === 'IDAT') === i,
      )
      .map((chunk) =>
        pngChunk(
          chunk.type,
          chunk.type === 'IDAT' ? imageData.subarray(0, imageData.length >> 1) : chunk.data,
        ),
      ),
  ])
}

/** A PNG followed by an HTML page with a script: a PNG/HTML polyglot. */
export async function pngWithHtml(): Promise<Buffer> {
  return Buffer.concat([await validPng(), Buffer.from(html)])
}

/** Appends bytes to a file, e.g. the start of a ZIP archive after an image's end. */
export function withAppended(
  file: Buffer,
  extra: Buffer | string = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000', 'latin1'),
): Buffer {
  return Buffer.concat([file, typeof extra === 'string' ? Buffer.from(extra, 'latin1') : extra])
}

export async function gif(): Promise<Buffer> {
  return pixels(64, 48).gif().toBuffer()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/**
 * A decompression bomb: a 20,000 × 20,000 black-and-white PNG (400 megapixels, over a gigabyte
 * once decoded to RGB) in about 50 KB. The image data is one compressed run of 100 all-zero rows,
 * repeated: each run starts afresh, so copies of it form one valid deflate stream.
 */
export function decompressionBombPng(): Buffer {
  const side = 20_000
  const rowBytes = 1 + side / 8
  const rowsPerRun = 100
  const run = deflateRawSync(Buffer.alloc(rowBytes * rowsPerRun), {
    level: 9,
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
  })
  const total = rowBytes * side
  // Adler-32 of `total` zero bytes: a stays 1, b adds 1 per byte.
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0)
  const data = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: side / rowsPerRun }, () => run),
    Buffer.from([0x03, 0x00]), // a last, empty, fixed-Huffman block
    adler,
  ])
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

// ---------------------------------------------------------------------------------------------
// BMP (by hand: sharp cannot write BMP)

export type BmpOptions = {
  width?: number
  height?: number
  bitsPerPixel?: number
  /** Written into the file header; the real length unless given. */
  declaredSize?: number
  headerSize?: number
  /** Written into the file header; the pixels stay right after the colour table. */
  pixelOffset?: number
  compression?: number
}

/**
 * A BMP with a BITMAPINFOHEADER (40 bytes), a grey colour table when it has 8 bits per pixel or
 * fewer, and pixel rows padded to four bytes. Options set fields to wrong values on purpose.
 */
export function bmp(options: BmpOptions = {}): Buffer {
  const { width = 5, height = 3, bitsPerPixel = 24, headerSize = 40, compression = 0 } = options
  const colours = bitsPerPixel <= 8 ? 2 ** bitsPerPixel : 0
  const rowSize = Math.floor((bitsPerPixel * width + 31) / 32) * 4
  const pixelBytes = rowSize * Math.abs(height)
  const tableOffset = 14 + Math.max(headerSize, 40)
  const dataOffset = tableOffset + colours * 4
  const file = Buffer.alloc(dataOffset + pixelBytes)

  file.write('BM', 0, 'latin1')
  file.writeUInt32LE(options.declaredSize ?? file.length, 2)
  file.writeUInt32LE(options.pixelOffset ?? dataOffset, 10)
  file.writeUInt32LE(headerSize, 14)
  file.writeInt32LE(width, 18)
  file.writeInt32LE(height, 22)
  file.writeUInt16LE(1, 26) // planes
  file.writeUInt16LE(bitsPerPixel, 28)
  file.writeUInt32LE(compression, 30)
  file.writeUInt32LE(pixelBytes, 34)
  file.writeInt32LE(2835, 38) // 72 dpi
  file.writeInt32LE(2835, 42)
  for (let i = 0; i < colours; i++) {
    const grey = Math.round((i * 255) / Math.max(1, colours - 1))
    file.writeUInt32LE(grey * 0x010101, tableOffset + i * 4)
  }
  for (let i = 0; i < pixelBytes; i++) file[dataOffset + i] = (i * 37) & 0xff
  return file
}

/** A 5 × 3, 24-bit BMP: 15 bytes of pixels per row, padded to 16. */
export function validBmp(): Buffer {
  return bmp()
}

/** The 54-byte header of a BMP, followed by an HTML page instead of pixels. */
export function bmpHeaderWithHtml(): Buffer {
  const header = validBmp().subarray(0, 54)
  const file = Buffer.concat([header, Buffer.from(html)])
  file.writeUInt32LE(file.length, 2)
  return file
}

/** A BMP whose file header claims 100 bytes more than the file has. */
export function bmpWithWrongSize(): Buffer {
  const file = validBmp()
  file.writeUInt32LE(file.length + 100, 2)
  return file
}

// ---------------------------------------------------------------------------------------------
// Not a document at all

/** Plain text, as when a `.txt` file is renamed `cv.pdf`. */
export function textFile(): Buffer {
  return Buffer.from('Noura Al-Qahtani\nActuarial analyst\nnoura@example.com\n')
}
