import { EventEmitter } from 'node:events'
import { expect, test } from '@playwright/test'
import { formatLibraryFramesNatively } from '../../../fixtures/suite/library-stacks.ts'

test('only TypeScript frames go through the runner formatter; others are formatted as V8 does', () => {
  const runners = Object.getOwnPropertyDescriptor(Error, 'prepareStackTrace')
  Error.prepareStackTrace = (error, frames) =>
    `${error.name}: ${error.message}${frames.map((f) => `\n    at MAPPED ${f.getFileName()}`).join('')}`
  try {
    formatLibraryFramesNatively()
    let stack = ''
    const emitter = new EventEmitter()
    emitter.on('go', () => {
      stack = new Error('boom').stack ?? ''
    })
    emitter.emit('go')

    const lines = stack.split('\n')
    expect(lines[0]).toBe('Error: boom')
    expect(lines[1]).toBe(`    at MAPPED ${import.meta.url}`)
    expect(lines[2]).toMatch(/^ {4}at EventEmitter\.emit \(node:events:\d+:\d+\)$/)
    expect(stack).not.toContain('MAPPED node:')
  } finally {
    if (runners) Object.defineProperty(Error, 'prepareStackTrace', runners)
    else Reflect.deleteProperty(Error, 'prepareStackTrace')
  }
})
