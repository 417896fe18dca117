// A reader that went away (`--list | head`, a parent test that timed out) closes the pipe: what
// it wanted it has, or it no longer wants anything. The process ends with the exit code its
// work had set, never with an unhandled EPIPE.
export function endQuietlyWhenOutputCloses(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
      throw error
    })
  }
}
