// Records other platforms' optional binary packages in package-lock.json. The registry reachable here
// does not serve some of them (404), so `npm install` leaves them out of the lock and `npm ci` then
// refuses the lock as out of sync (npm/cli#9846). Each missing one is written as an optional entry with
// the os/cpu its name says, so npm skips it on other machines exactly as it would skip the real one.
// Run after any `npm install`: npm run lock:platforms (`--check` only reports, and fails when the lock lacks one).
const fs = require('node:fs');

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPU = { arm64: 'arm64', aarch64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', wasm32: 'wasm32' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  return { os, cpu };
}

const lockPath = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? 'node_modules' : `${location}/node_modules`;
    if (lock.packages[`${base}/${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) throw new Error(`${name} is missing from the lock and its name names no platform: install it or explain why`);
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }) };
    added.push(`${name}@${version}`);
  }
}
if (process.argv.includes('--check')) {
  if (added.length) {
    process.stderr.write(`package-lock.json lacks ${added.length} platform binaries (${added.slice(0, 3).join(', ')}…): run \`npm run lock:platforms\` and commit\n`);
    process.exit(1);
  }
  process.stdout.write('lock lists every platform binary\n');
  process.exit(0);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(added.length ? `recorded ${added.length} platform binaries: ${added.join(', ')}\n` : 'lock already lists every platform binary\n');
