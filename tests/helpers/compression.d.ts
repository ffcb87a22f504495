/** The part of `compression` (its types are not installed) the static-assets test mounts as the server does. */
declare module "compression" {
  import type { RequestHandler } from "express";
  export default function compression(): RequestHandler;
}
