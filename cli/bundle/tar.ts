// A POSIX ustar archive, written and read here so that the bundle needs no dependency and any
// `tar -xf` unpacks it: regular files only, names under 256 bytes, no compression.

export interface TarEntry {
  readonly name: string
  readonly data: Buffer
}

const block = 512
const field = { name: 0, mode: 100, uid: 108, gid: 116, size: 124, mtime: 136, checksum: 148 }
const typeflagAt = 156
const magicAt = 257
const prefixAt = 345

export function tar(entries: readonly TarEntry[], mtime: Date): Buffer {
  const parts: Buffer[] = []
  for (const { name, data } of entries) {
    parts.push(header(name, data.length, mtime), data, Buffer.alloc(padding(data.length)))
  }
  // Two empty blocks end the archive.
  parts.push(Buffer.alloc(2 * block))
  return Buffer.concat(parts)
}

function header(name: string, size: number, mtime: Date): Buffer {
  const out = Buffer.alloc(block)
  const [prefix, rest] = splitName(name)
  out.write(rest, field.name, 100, 'utf8')
  octal(out, field.mode, 8, 0o644)
  octal(out, field.uid, 8, 0)
  octal(out, field.gid, 8, 0)
  octal(out, field.size, 12, size)
  octal(out, field.mtime, 12, Math.floor(mtime.getTime() / 1000))
  out.write('0', typeflagAt, 'latin1')
  out.write('ustar\x0000', magicAt, 'latin1')
  out.write(prefix, prefixAt, 155, 'utf8')
  out.fill(' ', field.checksum, field.checksum + 8)
  out.write(`${checksumOf(out).toString(8).padStart(6, '0')}\0 `, field.checksum, 'latin1')
  return out
}

// ustar keeps a long name as a prefix (a folder path) and a name of at most 100 bytes.
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name]
  const cut = name.lastIndexOf('/', name.length - 1)
  const prefix = name.slice(0, cut)
  const rest = name.slice(cut + 1)
  if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`${name}: too long a name for a tar archive`)
  }
  return [prefix, rest]
}

function octal(out: Buffer, at: number, width: number, value: number): void {
  out.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'latin1')
}

const padding = (size: number) => (block - (size % block)) % block

const checksumOf = (header: Buffer) => {
  let sum = 0
  for (let i = 0; i < block; i++) {
    sum += i >= field.checksum && i < field.checksum + 8 ? 0x20 : (header[i] ?? 0)
  }
  return sum
}

const text = (header: Buffer, at: number, width: number) =>
  header.toString('utf8', at, at + width).replace(/\0.*$/s, '')

// Reads what tar() writes, and any ustar archive of regular files and folders (folders are
// skipped). Throws on anything else: a damaged header, a link, a truncated file.
export function untar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = []
  let at = 0
  while (at + block <= archive.length) {
    const head = archive.subarray(at, at + block)
    if (head.every((byte) => byte === 0)) return entries
    const stored = parseInt(text(head, field.checksum, 8).trim(), 8)
    if (stored !== checksumOf(head)) throw new Error(`damaged tar header at byte ${at}`)
    const prefix = text(head, prefixAt, 155)
    const name = prefix ? `${prefix}/${text(head, field.name, 100)}` : text(head, field.name, 100)
    const size = parseInt(text(head, field.size, 12).trim() || '0', 8)
    const type = String.fromCharCode(head[typeflagAt] ?? 0)
    at += block
    if (at + size > archive.length) throw new Error(`${name}: cut short`)
    if (type === '0' || type === '\0') {
      entries.push({ name, data: Buffer.from(archive.subarray(at, at + size)) })
    } else if (type !== '5') {
      throw new Error(`${name}: not a regular file (tar type ${JSON.stringify(type)})`)
    }
    at += size + padding(size)
  }
  throw new Error('no end of archive')
}
