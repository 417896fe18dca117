import { constants, createBrotliCompress, crc32, deflateRawSync } from 'node:zlib'

// Compressed bodies that inflate to a gibibyte: a short text, then one byte repeated.
export type BombEncoding = 'gzip' | 'deflate' | 'br'

export const bombBytes = 1024 ** 3
const segmentBytes = 4 * 1024 ** 2
const fill = 'a'

// After a full flush a deflate stream starts afresh, so one segment of the fill, compressed
// once, repeated, is a valid stream of the whole gibibyte: milliseconds, not seconds of
// compressing it. About 1030:1, the most deflate gets, so just under 1 MiB on the wire.
function deflated(start: string): Buffer {
  const flush = { level: 9, finishFlush: constants.Z_FULL_FLUSH }
  const head = deflateRawSync(start, flush)
  const segment = deflateRawSync(Buffer.alloc(segmentBytes, fill), flush)
  const segments = Array.from({ length: bombBytes / segmentBytes }, () => segment)
  return Buffer.concat([head, ...segments, deflateRawSync(Buffer.alloc(0))])
}

function gzip(start: string): Buffer {
  const segment = Buffer.alloc(segmentBytes, fill)
  let crc = crc32(start)
  for (let i = 0; i < bombBytes / segmentBytes; i++) crc = crc32(segment, crc)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc, 0)
  trailer.writeUInt32LE((Buffer.byteLength(start) + bombBytes) % 2 ** 32, 4)
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
  return Buffer.concat([header, deflated(start), trailer])
}

// RFC 1950: Adler-32 of the start, then of the fill repeated, in closed form.
function zlibDeflate(start: string): Buffer {
  const mod = 65521n
  let a = 1n
  let b = 0n
  for (const byte of Buffer.from(start)) {
    a = (a + BigInt(byte)) % mod
    b = (b + a) % mod
  }
  const n = BigInt(bombBytes)
  const c = BigInt(fill.charCodeAt(0))
  b = (b + n * a + (c * n * (n + 1n)) / 2n) % mod
  a = (a + n * c) % mod
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE(Number((b << 16n) | a), 0)
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflated(start), adler])
}

// Brotli has no such shortcut; its fastest level compresses the gibibyte in a fraction of a
// second (to some 200 KB), where the default level would take minutes.
async function brotli(start: string): Promise<Buffer> {
  const compressor = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: bombBytes },
  })
  const out: Buffer[] = []
  compressor.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((done, failed) => {
    compressor.on('end', done).on('error', failed)
  })
  compressor.write(start)
  const segment = Buffer.alloc(segmentBytes, fill)
  for (let i = 0; i < bombBytes / segmentBytes; i++) {
    if (!compressor.write(segment)) await new Promise((done) => compressor.once('drain', done))
  }
  compressor.end()
  await ended
  return Buffer.concat(out)
}

const made = new Map<string, Promise<Buffer>>()

// Made once per process and encoding.
export function bomb(encoding: BombEncoding, start: string): Promise<Buffer> {
  const key = `${encoding} ${start}`
  let body = made.get(key)
  if (!body) {
    const make = { gzip, deflate: zlibDeflate, br: brotli }[encoding]
    body = Promise.resolve(make(start))
    made.set(key, body)
  }
  return body
}
