import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cardTitle, drawShareImage } from './shareImage'
import { SHARE_IMAGE_SIZE } from './shareImageSize'

/** How many pixels of a band of the image differ from the ground colour (#095650). */
async function inkIn(png: Buffer, top: number, height: number) {
  const { data, info } = await sharp(png)
    .extract({ left: 0, top, width: SHARE_IMAGE_SIZE.width, height })
    .raw()
    .toBuffer({ resolveWithObject: true })
  let ink = 0
  for (let i = 0; i < data.length; i += info.channels) {
    if (
      Math.abs(data[i]! - 0x09) + Math.abs(data[i + 1]! - 0x56) + Math.abs(data[i + 2]! - 0x50) >
      60
    )
      ink++
  }
  return ink
}

describe('drawShareImage', () => {
  it('draws a 1200×630 PNG with a short title in the middle of its band', async () => {
    const png = await drawShareImage('Motor Insurance', 'en', 'rafeef.example')
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ format: 'png', ...SHARE_IMAGE_SIZE })
    expect(await inkIn(png, 290, 100)).toBeGreaterThan(2000)
    expect(await inkIn(png, 180, 100)).toBe(0)
    if (process.env.SHARE_IMAGE_OUT)
      await sharp(png).toFile(`${process.env.SHARE_IMAGE_OUT}/en.png`)
  })

  it('sets an Arabic title from the right, with a phone number in its order', async () => {
    const png = await drawShareImage(
      'التأمين الطبي لتأشيرة الزيارة اتصل على 800 124 9990',
      'ar',
      'rafeef.example',
    )
    const { data, info } = await sharp(png)
      .extract({ left: 0, top: 180, width: 1200, height: 320 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    // The lines reach the right margin.
    let rightmost = 0
    for (let x = 0; x < info.width; x++) {
      for (let y = 0; y < info.height; y++) {
        const i = (y * info.width + x) * info.channels
        if (data[i]! > 200) rightmost = x
      }
    }
    expect(rightmost).toBeGreaterThan(1100)
    if (process.env.SHARE_IMAGE_OUT)
      await sharp(png).toFile(`${process.env.SHARE_IMAGE_OUT}/ar.png`)
  })

  it('sets a title too long for three lines smaller, within its band', async () => {
    const title = 'A very long page title that goes on and on about insurance '.repeat(4)
    const png = await drawShareImage(title, 'en', 'rafeef.example')
    // Nothing of the title spills over the address line at the foot.
    expect(await inkIn(png, 505, 30)).toBe(0)
    if (process.env.SHARE_IMAGE_OUT)
      await sharp(png).toFile(`${process.env.SHARE_IMAGE_OUT}/long.png`)
  })
})

describe('cardTitle', () => {
  it("leaves out the company's name the picture shows anyway", () => {
    expect(cardTitle('Rafeef Cooperative Insurance | Protection you can rely on', 'en')).toBe(
      'Protection you can rely on',
    )
    expect(cardTitle('رفيف للتأمين التعاوني | حماية تعتمد عليها', 'ar')).toBe('حماية تعتمد عليها')
    expect(cardTitle('Careers – Rafeef Cooperative Insurance', 'en')).toBe('Careers')
    expect(cardTitle('Rafeef Cooperative Insurance', 'en')).toBe('Rafeef Cooperative Insurance')
    expect(cardTitle('Motor Insurance', 'en')).toBe('Motor Insurance')
  })
})
