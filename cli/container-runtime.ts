import { getContainerRuntimeClient } from 'testcontainers'
import { HarnessError } from '../fixtures/errors.ts'

// The harness binds what it starts to 127.0.0.1 only, so that is where testcontainers must
// reach it; its own guess goes wrong where the harness itself runs in a container (/.dockerenv).
process.env.TESTCONTAINERS_HOST_OVERRIDE = '127.0.0.1'

// Asked before anything starts: without a runtime, a container config cannot be judged at all.
// testcontainers answers in milliseconds either way.
export async function probeContainerRuntime(file: string): Promise<void> {
  try {
    await getContainerRuntimeClient()
  } catch {
    throw new HarnessError(
      'HARNESS_RUNTIME_MISSING',
      `${file}: container: no container runtime found: start Docker, or Podman's service ` +
        '(podman system service, then DOCKER_HOST=unix:///run/podman/podman.sock); or start ' +
        'the target yourself and give its "baseUrl" instead of "container"',
    )
  }
}
