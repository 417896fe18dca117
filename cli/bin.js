#!/usr/bin/env node
// The command is written in TypeScript; tsx loads it without a build step.
import { register } from 'tsx/esm/api'

register()
await import('./main.ts')
