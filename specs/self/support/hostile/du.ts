import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
export const du = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0)
