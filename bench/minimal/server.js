// Serves the minimal page's build (REMIX_BUILD_DIR) the way server/index.js serves the app:
// Express, compression, @remix-run/express, Remix's globals.
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

installGlobals();
const build = await import(url.pathToFileURL(path.resolve(process.env.REMIX_BUILD_DIR, "index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
