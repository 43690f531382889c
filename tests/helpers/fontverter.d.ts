// fontverter ships no types; the one function the font test uses.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer>
  }
  export default fontverter
}
