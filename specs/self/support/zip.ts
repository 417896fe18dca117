import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  readonly name: string
  readonly data: Buffer
}

const centralSignature = 0x02014b50
const endSignature = 0x06054b50

export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50

// Reads a zip through its central directory (Playwright's HTML report, blob reports and
// traces are zips): stored and deflated entries, which is all those writers produce.
export function unzip(data: Buffer): ZipEntry[] {
  let end = data.length - 22
  while (end >= 0 && data.readUInt32LE(end) !== endSignature) end--
  if (end < 0) throw new Error('not a zip: no end of central directory')
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(at) !== centralSignature) throw new Error('broken central directory')
    const method = data.readUInt16LE(at + 10)
    const size = data.readUInt32LE(at + 20)
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    const local = data.readUInt32LE(at + 42)
    const name = data.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28)
    const raw = data.subarray(start, start + size)
    if (method !== 0 && method !== 8) throw new Error(`${name}: zip method ${method} unsupported`)
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

// The other direction, deflated, for tests that plant a value inside a zip.
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(centralSignature, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, packed)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(endSignature, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
