import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { invalid } from "~/access/errors";
import { PROOF_MAX_BYTES, type ProofType } from "./credential.schema";

/**
 * Proof files for credentials: read from a multipart form as a stream (never more than 5 MB kept),
 * typed from their first bytes (never from the name or the browser's claim), stored under
 * UPLOADS_DIR (outside public/, so only the checked file route serves them) with a random name.
 */

export function uploadsDir() {
  return process.env.UPLOADS_DIR || path.join(process.cwd(), "data", "uploads");
}

const EXTENSION: Record<ProofType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** The file's real type from its magic bytes: PDF, PNG, JPEG or WebP; anything else is null. */
export function sniffProofType(bytes: Uint8Array): ProofType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp"; // RIFF....WEBP
  return null;
}

export interface UploadedProof {
  bytes: Buffer;
  name: string;
}

export const PROOF_MESSAGES = {
  tooLarge: "The proof file must be 5 MB or smaller",
  badType: "The proof must be a PDF, PNG, JPEG or WebP file",
} as const;

class ProofTooLarge extends Error {}

const FIELD_LIMIT = 16 * 1024;

/**
 * Reads a multipart credential form: text fields as strings, the `proof` file kept in memory up to
 * 5 MB (the stream is abandoned as soon as it passes that). Throws `invalid` with a field error on
 * the `proof` field when the file is too large; an empty file input counts as no file.
 */
export async function parseCredentialMultipart(
  request: Request,
): Promise<{ formData: FormData; proof: UploadedProof | null }> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > PROOF_MAX_BYTES + 64 * 1024) {
    throw invalid(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
  }
  let proof: UploadedProof | null = null;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = filename !== undefined ? PROOF_MAX_BYTES : FIELD_LIMIT;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > limit) throw new ProofTooLarge();
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (filename !== undefined) {
      if (name === "proof" && bytes.length > 0) proof = { bytes, name: filename.slice(0, 200) || "proof" };
      return undefined;
    }
    return bytes.toString("utf8");
  };
  try {
    const formData = await unstable_parseMultipartFormData(request, handler);
    return { formData, proof };
  } catch (error) {
    if (error instanceof ProofTooLarge) throw invalid(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
    // Not multipart, or a multipart body cut short or malformed: a 400 with the form, never a 500.
    throw invalid("Send the form as multipart/form-data");
  }
}

export interface StoredProof {
  key: string;
  type: ProofType;
  size: number;
  name: string;
}

/** Checks the bytes and writes the file under a random name. Throws `invalid` for a wrong type. */
export function storeProof(proof: UploadedProof): StoredProof {
  if (proof.bytes.length > PROOF_MAX_BYTES)
    throw invalid(PROOF_MESSAGES.tooLarge, { proof: [PROOF_MESSAGES.tooLarge] });
  const type = sniffProofType(proof.bytes);
  if (!type) throw invalid(PROOF_MESSAGES.badType, { proof: [PROOF_MESSAGES.badType] });
  const key = `${crypto.randomBytes(16).toString("hex")}.${EXTENSION[type]}`;
  fs.mkdirSync(uploadsDir(), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir(), key), proof.bytes, { flag: "wx", mode: 0o600 });
  return { key, type, size: proof.bytes.length, name: proof.name };
}

export function removeProof(key: string) {
  fs.rmSync(proofPath(key), { force: true });
}

/** The file of a stored key; keys are our own random names, re-checked so no path escapes. */
export function proofPath(key: string) {
  if (!/^[a-f0-9]{32}\.(pdf|png|jpg|webp)$/.test(key)) throw new Error("Not a proof key");
  return path.join(uploadsDir(), key);
}
