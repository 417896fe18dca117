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
import { dirname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '..')
// Inside the project, so that the packages it leaves out resolve from its node_modules.
const cache = join(root, 'node_modules', '.cache', 'oauth-conformance')
const compiledKinds = /\.(ts|json)$/

// Read inside the project only: installed as a package, the project itself is under a
// node_modules, and every file would be left out.
function sources(folders) {
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => compiledKinds.test(file) && !file.split(sep).includes('node_modules'))
        .map((file) => join(root, folder, file)),
    )
    .sort()
}

// Named by what went into it: the sources, the TypeScript settings and the place it runs from.
function compiledFolder(kind, files) {
  const hash = createHash('sha256').update(root)
  for (const file of [...files, join(root, 'tsconfig.json')]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return join(cache, `${kind}-${hash.digest('hex').slice(0, 20)}`)
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
function forgetOld(kind, kept) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000
  for (const name of readdirSync(cache)) {
    const folder = join(cache, name)
    if (name.startsWith(`${kind}-`) && folder !== kept && statSync(folder).mtimeMs < dayAgo) {
      rmSync(folder, { recursive: true, force: true })
    }
  }
}

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'silent',
  plugins: [ownAddress],
}

// The folder of a build, made first where it is not there; undefined where there is nothing to
// build or it cannot be made (sources that cannot be read, no esbuild to be found, a folder that
// cannot be written): then the sources are loaded.
async function compiled(kind, sourceFiles, options) {
  if (process.env.OAUTH_CONFORMANCE_FROM_SOURCES === '1') return undefined
  try {
    const files = sourceFiles()
    if (files.length === 0) return undefined
    const folder = compiledFolder(kind, files)
    if (existsSync(folder)) return folder
    const { build } = await import('esbuild')
    mkdirSync(cache, { recursive: true })
    // Written aside and renamed: runs that start at once each build, and none reads a half.
    const partial = `${folder}.${process.pid}.partial`
    await build({ ...shared, ...options(partial, files) })
    // The folder holds ES modules whatever the package.json above it says.
    writeFileSync(join(partial, 'package.json'), '{ "type": "module" }\n')
    try {
      renameSync(partial, folder)
    } catch {
      // Another run renamed its own first: the same sources, so the same build.
      rmSync(partial, { recursive: true, force: true })
    }
    forgetOld(kind, folder)
    return folder
  } catch {
    return undefined
  }
}

// The command line's entry file.
export async function compiledCommand() {
  const folder = await compiled(
    'cli',
    () => sources(['cli', 'fixtures']),
    (outdir) => ({
      entryPoints: [join(root, 'cli', 'main.ts')],
      outdir,
      outExtension: { '.js': '.js' },
      // What the command imports only when asked (containers, the bundle, the reference
      // server's own command) stays in chunks of its own, with the packages they load.
      splitting: true,
    }),
  )
  return folder && join(folder, 'main.js')
}

// The checks of the suite, every spec file of playwright.config.ts's conformance project in one
// file (suiteFile): Playwright's runner and each worker load one module instead of each spec
// and the hundreds of modules below them, about 1.5 s of CPU less per run. Source maps keep
// each test's location in its spec file. Returns the folder that holds it.
export const suiteFile = 'suite.spec.js'
export async function compiledSuite() {
  const specs = (all) => all.filter((file) => file.endsWith('.spec.ts'))
  // No spec file, no suite: an empty bundle would run no test at all.
  const files = () => {
    const all = sources(['fixtures', 'specs']).filter((file) => !isSelfTest(file))
    return specs(all).length > 0 ? all : []
  }
  return compiled('suite', files, (outdir, all) => ({
    stdin: {
      contents: specs(all)
        .map((file) => `import ${JSON.stringify(file)}`)
        .join('\n'),
      resolveDir: root,
      sourcefile: 'suite-entry.ts',
      loader: 'ts',
    },
    outfile: join(outdir, suiteFile),
  }))
}

const isSelfTest = (file) => relative(join(root, 'specs'), file).split(sep)[0] === 'self'
