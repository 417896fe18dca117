import { writeFileSync } from 'node:fs'
import { jsonSchemaFile, jsonSchemaText } from '../fixtures/config/json-schema.ts'

// `npm run schema`: regenerates target.schema.json after a change to the zod schema.
writeFileSync(jsonSchemaFile, jsonSchemaText())
process.stdout.write(`wrote ${jsonSchemaFile.pathname}\n`)
