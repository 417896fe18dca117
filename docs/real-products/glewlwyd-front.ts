// Glewlwyd's web app and API on one loopback port (specs/self/support/glewlwyd-front.ts).
// npx tsx docs/real-products/glewlwyd-front.ts WEBAPP_DIR FRONT_PORT GLEWLWYD_PORT
import { startGlewlwydFront } from '../../specs/self/support/glewlwyd-front.ts'

const [webapp = '/usr/share/glewlwyd/webapp', port = '4300', backend = '4301'] =
  process.argv.slice(2)
const front = await startGlewlwydFront(webapp, Number(port))
front.backend = Number(backend)
