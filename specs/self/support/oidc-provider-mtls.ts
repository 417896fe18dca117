import { X509Certificate } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { createTestPki, type TestPki } from '../../../fixtures/reference-server/fapi2/mtls-pki.ts'

// node-oidc-provider's mutual TLS (RFC 8705, features.mTLS): tls_client_auth with certificates
// from a test CA made per start (the reference server's, mtls-pki.ts), tokens bound to the
// certificate. Its own TLS listener serves the same provider, announced as the
// mtls_endpoint_aliases: the browser keeps the plain issuer, as at a real deployment's edge.
export interface ProviderMtls {
  readonly pki: TestPki
  // The CA's certificate in a file (tls.ca is a path); public, no secret. dispose removes it.
  readonly caFile: string
  dispose(): void
  // What a client registers: its method and its certificate's subject.
  clientMetadata(clientId: string): Record<string, unknown>
  // features.mTLS: how the provider reads the connection's certificate.
  readonly feature: Record<string, unknown>
  // The listener, on a free loopback port, serving the provider's callback.
  listen(callback: (req: IncomingMessage, res: ServerResponse) => void): Promise<MtlsListener>
}

export interface MtlsListener {
  readonly url: string
  close(): void
}

// A request on the plain listener has a plain socket: no certificate, nothing authorized.
interface Context {
  readonly socket: Partial<Pick<TLSSocket, 'getPeerCertificate' | 'authorized'>>
}

// The connection's certificate, PEM, where it presented one.
function certificateOf(ctx: Context): string | undefined {
  const peer = ctx.socket.getPeerCertificate?.()
  return peer?.raw ? new X509Certificate(peer.raw).toString() : undefined
}

export async function providerMtls(clientIds: readonly string[]): Promise<ProviderMtls> {
  const pki = await createTestPki(clientIds)
  const caFile = join(mkdtempSync(join(tmpdir(), 'oidc-provider-ca-')), 'ca.pem')
  writeFileSync(caFile, pki.ca)
  return {
    pki,
    caFile,
    dispose: () => {
      rmSync(dirname(caFile), { recursive: true, force: true })
    },
    clientMetadata: (clientId) => ({
      token_endpoint_auth_method: 'tls_client_auth',
      tls_client_auth_subject_dn: pki.clients.get(clientId)?.subject,
      tls_client_certificate_bound_access_tokens: true,
    }),
    feature: {
      enabled: true,
      certificateBoundAccessTokens: true,
      tlsClientAuth: true,
      getCertificate: certificateOf,
      // Chained to the test CA: the listener asked for a certificate and checked it.
      certificateAuthorized: (ctx: Context) => ctx.socket.authorized === true,
      certificateSubjectMatches: (ctx: Context, property: string, expected: string) => {
        const pem = certificateOf(ctx)
        return (
          property === 'tls_client_auth_subject_dn' &&
          pem !== undefined &&
          new X509Certificate(pem).subject === expected
        )
      },
    },
    listen: async (callback) => {
      // A certificate is asked for, never required: a connection without one still reaches
      // the provider, which refuses what needs one (MTLS-02).
      const server = createServer(
        {
          key: pki.server.key,
          cert: pki.server.certificate,
          ca: pki.ca,
          requestCert: true,
          rejectUnauthorized: false,
        },
        callback,
      )
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
      const { port } = server.address() as AddressInfo
      return {
        url: `https://127.0.0.1:${port}`,
        close: () => {
          server.closeAllConnections()
          server.close()
        },
      }
    },
  }
}
