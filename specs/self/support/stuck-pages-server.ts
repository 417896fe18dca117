import type { IncomingMessage, ServerResponse } from 'node:http'
import { proxiedReference, type ProxiedReference } from './reference-proxy.ts'

// Pages that still ask for input and that an interaction may not know, shown before the
// reference server's own sign-in (each written from the shape of a public product's page, in
// words of our own): the flow must end on them not judged, never as the server's refusal.
// The labels are brand names no interaction knows, so that only the page's structure tells it
// asks for input.
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const pages = {
  // A connector chooser, as Dex shows with several connectors: one link per way to sign in.
  chooser: (next: string) =>
    page(
      'Log in to Zorblat',
      `<h1>Log in to Zorblat</h1>
<ul class="connectors">
<li><a class="connector" href="${escape(next)}"><span>Via Zorblat Mail</span></a></li>
<li><a class="connector" href="${escape(next)}&amp;connector=quux"><span>Via Quux Hub</span></a></li>
</ul>`,
    ),
  // An interstitial after which the flow goes on, as Glewlwyd's single-page app shows: no
  // form, a div that acts as a button.
  interstitial: (next: string) =>
    page(
      'Zorblat',
      `<div id="app"><h2>Connection to peer-client</h2><p>What do you wish for?</p>
<div role="button" tabindex="0" class="btn" onclick="location.href=${escape(JSON.stringify(next))}">Onward to Zorblat</div></div>`,
    ),
  // A consent page in words the interaction does not read, with a way on (in words of its own)
  // and a way back, outside any form: nothing in its structure says which approves.
  consent: (next: string) =>
    page(
      'Zorblat access',
      `<h1>peer-client would like to reach your Zorblat data</h1>
<form id="go" method="get" action="${escape(next.replace(/\?.*$/, ''))}">
${hiddenFields(next)}
</form>
<div role="button" tabindex="0" id="let-it" onclick="document.getElementById('go').submit()">Let it</div>
<button type="button" id="keep-out" onclick="history.back()">Cancel</button>`,
    ),
} as const
export type StuckPageName = keyof typeof pages

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`

function hiddenFields(next: string): string {
  const query = new URL(next, 'http://x').searchParams
  return [...query]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n')
}

// The reference server with the named page in front of every authorization request: the page
// leads on to the same request, marked as having passed it.
export function stuckPagesServer(name: StuckPageName): Promise<ProxiedReference> {
  return proxiedReference({
    answer(req: IncomingMessage, _body: Buffer, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (url.pathname !== '/oauth/authorize' || url.searchParams.has('passed')) return false
      url.searchParams.set('passed', name)
      const next = `${url.pathname}${url.search}`
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(pages[name](next))
      return true
    },
  })
}
