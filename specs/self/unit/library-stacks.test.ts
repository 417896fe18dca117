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

test('a call site met again is mapped once, to the same text', () => {
  const runners = Object.getOwnPropertyDescriptor(Error, 'prepareStackTrace')
  let mappings = 0
  Error.prepareStackTrace = (error, frames) => {
    mappings += frames.length
    return `${error.name}: ${error.message}${frames.map((f) => `\n    at MAPPED ${f.getLineNumber()}`).join('')}`
  }
  try {
    formatLibraryFramesNatively()
    const emitter = new EventEmitter()
    const stacks: string[] = []
    const counted: number[] = []
    emitter.on('go', () => stacks.push(new Error('again').stack ?? ''))
    // One call site for every stack: the same frames each time.
    for (let i = 0; i < 3; i++) {
      emitter.emit('go')
      counted.push(mappings)
    }
    const [first, ...rest] = stacks
    expect(first).toMatch(/\n {4}at MAPPED \d+/)
    for (const stack of rest) expect(stack).toBe(first)
    // The first stack's TypeScript frames were mapped; the later ones, met again, were not.
    expect(counted[0]).toBeGreaterThan(0)
    expect(counted).toEqual([counted[0], counted[0], counted[0]])
  } finally {
    if (runners) Object.defineProperty(Error, 'prepareStackTrace', runners)
    else Reflect.deleteProperty(Error, 'prepareStackTrace')
  }
})
