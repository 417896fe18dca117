const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

const escapes =
  /\\u([0-9a-fA-F]{4})|\\(["\\/])|((?:%[0-9a-fA-F]{2})+)|&(#[xX][0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g

// One layer of JSON, percent and HTML escapes undone, leniently: what a reader of an escaped
// text sees. The scanner searches the result too, so that a value escaped in a way formsOf
// does not write (a Basic header \u-escaped, a base64 blob percent-encoded) is still found.
export function unescapeOnce(text: string): string {
  return text.replace(
    escapes,
    (all, unit?: string, char?: string, percent?: string, entity?: string) => {
      if (unit !== undefined) return String.fromCharCode(parseInt(unit, 16))
      if (char !== undefined) return char
      if (percent !== undefined) return percentDecoded(percent)
      if (entity === undefined) return all
      if (!entity.startsWith('#')) return named[entity] ?? all
      const code = /^#x/i.test(entity)
        ? parseInt(entity.slice(2), 16)
        : parseInt(entity.slice(1), 10)
      return code <= 0x10ffff ? String.fromCodePoint(code) : all
    },
  )
}

function percentDecoded(run: string): string {
  try {
    return decodeURIComponent(run)
  } catch {
    return Buffer.from(run.replace(/%/g, ''), 'hex').toString('latin1')
  }
}
