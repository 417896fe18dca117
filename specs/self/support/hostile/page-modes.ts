import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Behaviour, ModeState, Upstream } from './behaviour.ts'

// Sign-in and consent pages that attack the browser rather than the protocol: each keeps its
// working form, and adds one thing a hostile target's page could do to the harness's footing.
export type PageMode =
  | 'refreshing-consent'
  | 'deaf-consent'
  | 'download-pages'
  | 'busy-consent'
  | 'late-busy-login'
  | 'refreshing-error-pages'
  | 'busy-worker-consent'
  | 'memory-login'
  | 'decoy-pages'
  | 'huge-texts'

const isLogin = (up: Upstream) => up.body.includes('id="login-form"')
const isConsent = (up: Upstream) => up.body.includes('id="consent-form"')
const isFlowPage = (up: Upstream) => isLogin(up) || isConsent(up)
const isErrorPage = (up: Upstream) =>
  up.status >= 400 && /text\/html/.test(String(up.headers['content-type'] ?? ''))

const inHead = (up: Upstream, html: string): Upstream => ({
  ...up,
  body: up.body.replace('</title>', `</title>${html}`),
})
const atEnd = (up: Upstream, html: string): Upstream => ({
  ...up,
  body: up.body.replace('</body>', `${html}</body>`),
})

const downloadPath = '/hostile/download'
const isDownload = (req: IncomingMessage) => req.url?.startsWith(downloadPath) ?? false

// An attachment that never ends, as fast as the reader takes it; what was sent shows how much
// of it the browser read.
function endlessDownload(res: ServerResponse, state: ModeState): void {
  res.writeHead(200, {
    'content-type': 'application/octet-stream',
    'content-disposition': 'attachment; filename="endless.bin"',
  })
  const chunk = Buffer.alloc(256 * 1024, 'd')
  const pump = () => {
    while (!res.destroyed) {
      state.bytesSent += chunk.length
      if (!res.write(chunk)) return
    }
  }
  res.on('drain', pump)
  pump()
}

// Endless downloads started by the page, two by link and two by frame: more of them proved
// nothing more, and twenty per page made a whole run's loopback traffic its cost (67 s alone
// against 37 s).
const downloads = `<script>
for (let i = 0; i < 2; i++) {
  const a = document.createElement('a'); a.href = '${downloadPath}?a=' + i; a.download = 'x' + i
  document.body.append(a); a.click()
  const f = document.createElement('iframe'); f.src = '${downloadPath}?f=' + i; f.hidden = true
  document.body.append(f)
}
</script>`

// The main thread spins a moment after the page is shown, or as soon as anything touches it:
// the form is there, nothing answers.
const spin = `<script>
const spin = () => { for (;;) {} }
for (const event of ['pointerdown', 'keydown', 'submit']) addEventListener(event, spin, true)
setTimeout(spin, 300)
</script>`
// The main thread spins 2 s after the page is shown, touched or not.
const lateSpin = `<script>setTimeout(() => { for (;;) {} }, 2000)</script>`
// A Web Worker that spins, as on the page issue 43 describes: the page still answers, a core
// does not. Four of them per page took every core of the machine from the tests beside it.
const spinningWorkers = `<script>
new Worker(URL.createObjectURL(new Blob(['for (;;) {}'])))
</script>`
// Keeps what it allocates until the renderer dies of it.
const allocate = `<script>setTimeout(() => {
  const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random()))
}, 200)</script>`

// Tens of thousands of decoy controls (fields, buttons, links that look like the way on) and
// megabytes of text beside the real form, drawn by script: the page as sent stays small.
const decoys = `<script>
const box = document.createElement('div'); box.setAttribute('aria-hidden', 'true')
box.style.cssText = 'position:absolute;left:-99999px'
const parts = []
for (let i = 0; i < 10000; i++) {
  parts.push('<input name="decoy' + i + '"><button type="button">Decoy ' + i + '</button><a href="#d' + i + '">Continue ' + i + '</a>')
}
box.innerHTML = parts.join('') + '<p>' + 'Lorem ipsum dolor sit amet. '.repeat(150000) + '</p>'
document.body.append(box)
</script>`

const megabytes = (n: number) => 'M'.repeat(n * 1024 * 1024)
// A title of megabytes, set by script beyond the page-size limit.
const hugeTitle = `<script>document.title = 'Sign in ' + 'T'.repeat(4 * 1024 * 1024)</script>`

const isToken = (req: IncomingMessage) => req.url?.startsWith('/oauth/token') ?? false

export const pageModes: Readonly<Record<PageMode, Behaviour>> = {
  // The consent page reloads itself every 100 ms; its form works between reloads.
  'refreshing-consent': {
    transform: (_req, up) =>
      isConsent(up) ? inHead(up, '<meta http-equiv="refresh" content="0.1">') : up,
  },
  // The consent page swallows every decision and loads itself again, as one whose reload beat
  // the click does: the same page after each decision, never an answer to it.
  'deaf-consent': {
    transform: (_req, up) =>
      isConsent(up)
        ? atEnd(
            up,
            `<script>addEventListener('submit', (e) => { e.preventDefault(); location.reload() }, true)</script>`,
          )
        : up,
  },
  'download-pages': {
    intercept: (req, res, state) => isDownload(req) && (endlessDownload(res, state), true),
    transform: (_req, up) => (isFlowPage(up) ? atEnd(up, downloads) : up),
  },
  'busy-consent': { transform: (_req, up) => (isConsent(up) ? atEnd(up, spin) : up) },
  'late-busy-login': { transform: (_req, up) => (isLogin(up) ? atEnd(up, lateSpin) : up) },
  // The authorization endpoint's error pages load themselves again, at once, for ever.
  'refreshing-error-pages': {
    transform: (_req, up) =>
      isErrorPage(up) ? inHead(up, '<meta http-equiv="refresh" content="0">') : up,
  },
  'busy-worker-consent': {
    transform: (_req, up) => (isConsent(up) ? atEnd(up, spinningWorkers) : up),
  },
  'memory-login': { transform: (_req, up) => (isLogin(up) ? atEnd(up, allocate) : up) },
  'decoy-pages': { transform: (_req, up) => (isFlowPage(up) ? atEnd(up, decoys) : up) },
  // Megabytes where the harness reads a line: page titles, error pages, JSON error answers.
  'huge-texts': {
    transform: (req, up) => {
      if (isFlowPage(up)) return atEnd(up, hugeTitle)
      if (isToken(req) && up.status >= 400) {
        const description = megabytes(0.9)
        return {
          ...up,
          body: JSON.stringify({ error: 'invalid_grant', error_description: description }),
        }
      }
      if (up.status >= 400 && up.body.includes('<h1>')) {
        return { ...up, body: up.body.replace('<h1>', `<h1>${megabytes(0.9)} `) }
      }
      return up
    },
  },
}
