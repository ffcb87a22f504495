import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { pageError, refuse } from "~/flows/respond.server";
import { proofPath } from "~/models/credential-proof.server";
import { getProofForRead } from "~/models/credential.server";

/**
 * GET /dashboard/training/proof/:id: a credential's proof file, for its owner, leaders of the
 * owner's chapters and admins (anyone else: 404). Served with the type checked at upload, inline
 * for images and PDFs, never cached, sandboxed so a file can run nothing.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  let proof;
  try {
    proof = getProofForRead(actor, params.id ?? "");
  } catch (error) {
    // The model answers not-found for anyone who may not read the proof: its existence is not told.
    throw await refuse(error, request);
  }
  const file = proofPath(proof.key);
  if (!fs.existsSync(file)) throw pageError("not_found", "File not found");
  const size = fs.statSync(file).size;
  const name = proof.name.replace(/[^\w.\- ]+/g, "_").slice(0, 100) || "proof";
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file)), {
    headers: {
      "Content-Type": proof.type,
      "Content-Length": String(size),
      "Content-Disposition": `inline; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
