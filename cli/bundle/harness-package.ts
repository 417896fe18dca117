import { readFileSync } from 'node:fs'
import { z } from 'zod'

const PackageJson = z.object({ name: z.string(), version: z.string() })

// The harness's own name and version, from its package.json, wherever it is installed.
export const harnessPackage = () =>
  PackageJson.parse(
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')),
  )
