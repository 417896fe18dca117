// The command line compiled once into one ES module, kept until its sources change, instead of
// each TypeScript file being loaded through tsx on every start: that cost the command about 2 s
// of CPU and 1 s before its suite began (measured with --cpu-prof: the module loader and its
// hooks thread). Plain JavaScript, since it runs before anything could load TypeScript.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '..')
// Inside the project, so that the packages it leaves out resolve from its node_modules.
const cache = join(root, 'node_modules', '.cache', 'oauth-conformance')
const sourceFolders = ['cli', 'fixtures']
const compiledKinds = /\.(ts|json)$/

function sources() {
  return sourceFolders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(root, folder, file),
      ),
    )
    .filter((file) => compiledKinds.test(file) && !file.includes('node_modules'))
    .sort()
}

// Named by what went into it: the sources, the TypeScript settings and the place it runs from.
function compiledFile() {
  const hash = createHash('sha256').update(root)
  for (const file of [...sources(), join(root, 'tsconfig.json')]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return join(cache, `cli-${hash.digest('hex').slice(0, 20)}`)
}

// Each module's own address where it asks for it (to find files beside it, or to resolve a
// package from it): the bundle's address would be wrong for all of them.
const ownAddress = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta')) return undefined
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
      return { contents, loader: 'ts' }
    })
  },
}

// Builds of sources since changed, once a day old: a run started before the change may still
// be loading its chunks.
function forgetOld(kept) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000
  for (const name of readdirSync(cache)) {
    const folder = join(cache, name)
    if (folder !== kept && statSync(folder).mtimeMs < dayAgo) {
      rmSync(folder, { recursive: true, force: true })
    }
  }
}

// The compiled command's entry file, built first where it is not there; undefined where it cannot
// be built (no esbuild to be found, a folder that cannot be written): then tsx loads the sources.
export async function compiledCommand() {
  if (process.env.OAUTH_CONFORMANCE_FROM_SOURCES === '1') return undefined
  try {
    const folder = compiledFile()
    const entry = join(folder, 'main.js')
    if (existsSync(entry)) return entry
    const { build } = await import('esbuild')
    mkdirSync(cache, { recursive: true })
    // Written aside and renamed: runs that start at once each build, and none reads a half.
    const partial = `${folder}.${process.pid}.partial`
    await build({
      entryPoints: [join(root, 'cli', 'main.ts')],
      outdir: partial,
      outExtension: { '.js': '.js' },
      // What the command imports only when asked (containers, the bundle, the reference
      // server's own command) stays in chunks of its own, with the packages they load.
      splitting: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [ownAddress],
    })
    // The folder holds ES modules whatever the package.json above it says.
    writeFileSync(join(partial, 'package.json'), '{ "type": "module" }\n')
    try {
      renameSync(partial, folder)
    } catch {
      // Another run renamed its own first: the same sources, so the same command.
      rmSync(partial, { recursive: true, force: true })
    }
    forgetOld(folder)
    return entry
  } catch {
    return undefined
  }
}
