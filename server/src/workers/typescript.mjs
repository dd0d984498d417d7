// The entry of a worker thread while the server runs from its TypeScript sources (tsx, Vitest):
// registers tsx's loader in this thread, then serves the default export of the TypeScript module
// named by the pool's workerData. A build runs the compiled .js modules directly instead.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
export default (await import(workerData.entry)).default;
