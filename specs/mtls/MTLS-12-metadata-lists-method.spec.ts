import { conformance, judgeMtlsMetadata, sharedMetadata, whenMtls } from '../../fixtures/index.ts'

// RFC 8414 §2 with RFC 8705 §2.1.1 and §2.2.1: the metadata's
// token_endpoint_auth_methods_supported lists the certificate method the client authenticates
// with (MTLS-01 shows it works). Beside the verdict, as information: mtls_endpoint_aliases (§5),
// and tls_client_certificate_bound_access_tokens (§3.3), not applicable until MTLS-07 observes
// binding.
conformance(
  'MTLS-12',
  whenMtls(async (fixtures) => {
    const lookup = await sharedMetadata(fixtures)

    return judgeMtlsMetadata(lookup, fixtures.target.config.tokenRequest.clientAuth)
  }),
)
