import type { MetadataLookup } from '../../../fixtures/transport/http/metadata.ts'
import { answer } from './exchange.ts'

// A metadata document as a check reads it: served with 200 at RFC 8414's address.
export const metadataLookup = (document: Record<string, unknown>): MetadataLookup => ({
  location: 'RFC 8414 §3',
  url: 'https://as.example/.well-known/oauth-authorization-server',
  exchange: answer(200, document),
  metadata: { issuer: 'https://as.example', ...document },
  issuer: 'https://as.example',
  exchanges: [],
})
