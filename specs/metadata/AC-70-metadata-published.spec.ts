import { conformance, judgeMetadataDocument, sharedMetadata } from '../../fixtures/index.ts'

conformance('AC-70', async (fixtures) => {
  const lookup = await sharedMetadata(fixtures)

  return judgeMetadataDocument(lookup)
})
