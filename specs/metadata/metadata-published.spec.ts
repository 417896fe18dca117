import { judgeMetadataDocument } from '../../fixtures/discovery/metadata-document.ts'
import { sharedMetadata } from '../../fixtures/discovery/metadata.ts'
import { conformance } from '../../fixtures/index.ts'

conformance('AC-70', async (fixtures) => {
  const lookup = await sharedMetadata(fixtures)

  return judgeMetadataDocument(lookup)
})
