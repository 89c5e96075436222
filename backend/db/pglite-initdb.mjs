// Run as a child process by embedded-cluster.ts: creates a new PGlite cluster (initdb) in the folder named by the
// first argument, then exits. Creating a cluster grows a WebAssembly heap several hundred MB large that PGlite never
// gives back; in a process of its own, all of it returns to the system when the process ends.
import { PGlite } from '@electric-sql/pglite';

const directory = process.argv[2];
if (!directory) throw new Error('usage: node pglite-initdb.mjs <directory>');
const pglite = await PGlite.create(directory);
await pglite.close();
