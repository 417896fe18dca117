// The ways a server or a report can write a value, each an encoder a reflecting server or a
// report writer really uses. A text is searched for every form two encoders deep (a form body
// echoed in a URL, a JSON body echoed \u-escaped), after hex digits are brought to one case
// (hexInOneCase), so forms are written with one case only. Base64 (Basic credentials, data:
// URIs, echoed blobs) is not guessed at here: the scanner decodes base64 runs and searches
// what they hold.
const json = (value: string) => JSON.stringify(value).slice(1, -1)
const hex4 = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0')
const htmlWith = (apostrophe: string, quote: string) => (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': quote, "'": apostrophe })[c] ?? c,
  )

const encoders: readonly ((value: string) => string)[] = [
  (value) => value,
  encodeURIComponent,
  (value) => encodeURIComponent(value).replace(/%20/g, '+'),
  json,
  // PHP writes \/; Go and others write <, >, & and ' as \u escapes.
  (value) => json(value).replace(/\//g, '\\/'),
  (value) => json(value).replace(/[<>&']/g, (c) => `\\u${hex4(c)}`),
  (value) =>
    Array.from(value, (c) => Array.from(c, (unit) => `\\u${hex4(unit)}`).join('')).join(''),
  htmlWith('&#39;', '&quot;'),
  htmlWith('&#x27;', '&#34;'),
  htmlWith('&apos;', '&quot;'),
]

export function formsOf(value: string): string[] {
  const once = encoders.map((encode) => encode(value))
  return [...new Set(once.flatMap((form) => encoders.map((encode) => encode(form))))]
}

// Percent escapes in upper case, \u and &#x escapes in lower case: the case formsOf writes.
export function hexInOneCase(text: string): string {
  return text
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replace(/\\u[0-9a-f]{4}/gi, (escape) => `\\u${escape.slice(2).toLowerCase()}`)
    .replace(/&#x[0-9a-f]+;/gi, (escape) => escape.toLowerCase())
}

// Every run of `length` characters of a value: a value cut short before it was redacted still
// shows one of them.
export function partsOf(value: string, length: number): string[] {
  const parts = []
  for (let at = 0; at + length <= value.length; at++) parts.push(value.slice(at, at + length))
  return [...new Set(parts)]
}
