import { PDFDocument, rgb } from 'pdf-lib'
import sharp from 'sharp'

const A4: [number, number] = [595, 842]
const MARGIN = 56

/** One line of text as a transparent PNG. Pango shapes Arabic and lays it out right to left. */
async function textImage(text: string, size: number, bold: boolean): Promise<Buffer> {
  const markup = `<span foreground="#1c2630"${bold ? ' weight="bold"' : ''}>${text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')}</span>`
  return sharp({ text: { text: markup, font: `sans ${size}`, rgba: true, dpi: 216 } })
    .png()
    .toBuffer()
}

/**
 * A small, real PDF: a brand band, the title and a few lines, in the document's language (right
 * aligned for Arabic). The text is drawn as images because PDF fonts cannot shape Arabic.
 */
export async function makePdf(options: {
  title: string
  lines: string[]
  lang: 'en' | 'ar'
  brand: string
}) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(options.title)
  pdf.setAuthor(options.brand)
  pdf.setLanguage(options.lang)
  const page = pdf.addPage(A4)
  page.drawRectangle({
    x: 0,
    y: A4[1] - 90,
    width: A4[0],
    height: 90,
    color: rgb(0.043, 0.416, 0.392),
  })
  let y = A4[1] - 140
  const entries = [
    { text: options.brand, size: 11, bold: true },
    { text: options.title, size: 16, bold: true },
    ...options.lines.map((text) => ({ text, size: 10, bold: false })),
  ]
  for (const entry of entries) {
    const png = await pdf.embedPng(await textImage(entry.text, entry.size, entry.bold))
    // 216 dpi rendering drawn at 72 dpi: a third of the pixel size, capped to the text width.
    let { width, height } = png.scale(1 / 3)
    const maxWidth = A4[0] - 2 * MARGIN
    if (width > maxWidth) {
      height *= maxWidth / width
      width = maxWidth
    }
    const x = options.lang === 'ar' ? A4[0] - MARGIN - width : MARGIN
    y -= height + 10
    page.drawImage(png, { x, y, width, height })
  }
  return Buffer.from(await pdf.save())
}
