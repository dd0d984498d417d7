// npm run build: the production build of the contract, the server and the console.
import { build, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await build({ force: true });
