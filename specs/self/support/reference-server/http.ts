import { request } from 'undici'

export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
  readonly json: Record<string, unknown>
}

export interface Call {
  readonly method?: 'GET' | 'POST' | 'PUT'
  readonly headers?: Record<string, string>
  readonly body?: string
}

export async function call(
  url: string,
  { method = 'GET', headers = {}, body }: Call = {},
): Promise<Answer> {
  const response = await request(url, { method, headers, body: body ?? null })
  const text = await response.body.text()
  const flat = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  )
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // HTML pages and empty redirects have no JSON.
  }
  return { status: response.statusCode, headers: flat, text, json }
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

export const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''

export const location = (answer: Answer) => new URL(answer.headers.location ?? 'missing:')
