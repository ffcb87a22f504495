// Prints a free loopback port (used synchronously from playwright.config.ts).
const net = require("node:net");
const srv = net.createServer();
srv.listen(0, "127.0.0.1", () => {
  process.stdout.write(String(srv.address().port));
  srv.close();
});
