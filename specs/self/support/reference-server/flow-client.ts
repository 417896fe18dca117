import type { ReferenceServer } from '../../../../fixtures/reference-server/index.ts'
import { call, form, hidden, location, type Answer, type Call } from './http.ts'

// A cookie jar of one session cookie: enough to walk authorize → sign-in → consent by hand.
export class FlowClient {
  private cookie = ''

  constructor(private readonly server: ReferenceServer) {}

  async open(url: string, init: Call = {}): Promise<Answer> {
    const headers = { ...init.headers, ...(this.cookie ? { cookie: this.cookie } : {}) }
    const answer = await call(url, { ...init, headers })
    const setCookie = answer.headers['set-cookie']
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? ''
    return answer
  }

  // Returns the answer that ends the flow: a redirect to the client, or a page it stops on.
  async authorize(
    params: Record<string, string>,
    {
      user = 'user',
      decision = 'approve',
    }: { user?: 'user' | 'unverifiedUser'; decision?: string } = {},
  ): Promise<Answer> {
    const config = this.server.targetConfig()
    let page = await this.open(
      `${this.server.baseUrl}/oauth/authorize?${new URLSearchParams(params)}`,
    )
    if (page.text.includes('id="login-form"')) {
      const { username, password } = config[user] ?? config.user
      const signIn = form({ username, password, request: hidden(page.text, 'request') })
      const signedIn = await this.open(`${this.server.baseUrl}/login`, signIn)
      // As a browser does: 303 is followed with a GET, 307 re-posts the same body.
      if (signedIn.status !== 303 && signedIn.status !== 307) return signedIn
      page = await this.open(signedIn.headers.location ?? '', signedIn.status === 307 ? signIn : {})
    }
    if (!page.text.includes('id="consent-form"')) return page
    const fields = {
      request: hidden(page.text, 'request'),
      csrf_token: hidden(page.text, 'csrf_token'),
      decision,
    }
    return this.open(`${this.server.baseUrl}/consent`, form(fields))
  }
}

// The parameters of a valid authorization request of the main client.
export function defaults(server: ReferenceServer): Record<string, string> {
  const { client, scope } = server.targetConfig()
  return {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: scope ?? '',
    state: 'xyz',
  }
}

export async function codeFrom(
  server: ReferenceServer,
  params: Record<string, string> = {},
): Promise<string> {
  const answer = await new FlowClient(server).authorize({ ...defaults(server), ...params })
  const code = location(answer).searchParams.get('code')
  if (!code) throw new Error(`no code: ${answer.status} ${answer.headers.location ?? answer.text}`)
  return code
}
