import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { activationWaves, chapters, credentialTypes, type Activation, type ActivationWave } from "~/db/schema";
import type { WavePlan } from "./activation.schema";
import { formatInZone } from "~/utils/activation-format";
import { requireRunnable, type Tx } from "./activation-common.server";

/**
 * Activations, escalation waves as data: checking and storing the waves a leader sets when creating
 * an activation, and reading them back for the roster. What a wave does when it comes due is in
 * activation-escalation.server.ts (run by the delivery worker's job loop).
 */

export const MAX_WAVES = 5;

export interface CheckedWave {
  afterMinutes: number;
  target: ActivationWave["target"];
  targetId: string | null;
  /** The chapter's or credential's name, for the audit row and the roster. */
  targetName: string | null;
}

/**
 * Checks the waves before anything is written: a chapter wave goes only to another approved chapter
 * the actor may call out (a leader of it, or an admin); a credential wave names an active credential
 * of the catalog. Refusals are field errors under "waves".
 */
export function checkWaves(actor: Actor, activationChapterId: string, waves: WavePlan[] | undefined): CheckedWave[] {
  if (!waves?.length) return [];
  if (waves.length > MAX_WAVES) throw invalid(`At most ${MAX_WAVES} waves`, { waves: [`At most ${MAX_WAVES} waves`] });
  return waves.map((w) => {
    if (w.target === "chapter") {
      const chapter = w.targetId
        ? db
            .select({ id: chapters.id, name: chapters.name, status: chapters.status })
            .from(chapters)
            .where(eq(chapters.id, w.targetId))
            .get()
        : undefined;
      if (
        !chapter ||
        chapter.status !== "Approved" ||
        chapter.id === activationChapterId ||
        !can(actor, "activation.run", chapter.id)
      ) {
        throw invalid("A wave can alert another approved chapter you lead", {
          waves: ["A wave can alert another approved chapter you lead"],
        });
      }
      return { afterMinutes: w.afterMinutes, target: w.target, targetId: chapter.id, targetName: chapter.name };
    }
    if (w.target === "credential") {
      const type = w.targetId
        ? db
            .select({ id: credentialTypes.id, name: credentialTypes.name, active: credentialTypes.active })
            .from(credentialTypes)
            .where(eq(credentialTypes.id, w.targetId))
            .get()
        : undefined;
      if (!type?.active) {
        throw invalid("Choose a credential from the catalog", { waves: ["Choose a credential from the catalog"] });
      }
      return { afterMinutes: w.afterMinutes, target: w.target, targetId: type.id, targetName: type.name };
    }
    return { afterMinutes: w.afterMinutes, target: w.target, targetId: null, targetName: null };
  });
}

/** Stores the checked waves of a new activation, due `afterMinutes` after it was created. */
export function insertWaves(tx: Tx, activation: Pick<Activation, "id" | "createdAt">, waves: CheckedWave[]) {
  for (const w of waves) {
    tx.insert(activationWaves)
      .values({
        activationId: activation.id,
        afterMinutes: w.afterMinutes,
        target: w.target,
        targetId: w.targetId,
        dueAt: new Date(activation.createdAt.getTime() + w.afterMinutes * 60_000),
        status: "pending",
        createdAt: activation.createdAt,
      })
      .run();
  }
}

export interface WaveRow {
  id: string;
  /** Null: a resend a leader pressed. */
  afterMinutes: number | null;
  target: ActivationWave["target"];
  targetName: string | null;
  dueAt: Date;
  status: ActivationWave["status"];
  stoppedReason: string | null;
  ranAt: Date | null;
  recipients: number;
  queued: number;
}

/** The waves and resends of an activation, in the order they ran or will run (the roster's list). */
export function waveRowsOf(activationId: string): WaveRow[] {
  return db
    .select({
      id: activationWaves.id,
      afterMinutes: activationWaves.afterMinutes,
      target: activationWaves.target,
      targetId: activationWaves.targetId,
      chapterName: chapters.name,
      credentialName: credentialTypes.name,
      dueAt: activationWaves.dueAt,
      status: activationWaves.status,
      stoppedReason: activationWaves.stoppedReason,
      ranAt: activationWaves.ranAt,
      recipients: activationWaves.recipients,
      queued: activationWaves.queued,
    })
    .from(activationWaves)
    .leftJoin(chapters, and(eq(activationWaves.target, "chapter"), eq(chapters.id, activationWaves.targetId)))
    .leftJoin(
      credentialTypes,
      and(eq(activationWaves.target, "credential"), eq(credentialTypes.id, activationWaves.targetId)),
    )
    .where(eq(activationWaves.activationId, activationId))
    .orderBy(asc(activationWaves.dueAt), asc(activationWaves.createdAt))
    .all()
    .map(({ chapterName, credentialName, targetId, ...w }) => {
      void targetId;
      return { ...w, targetName: chapterName ?? credentialName ?? null };
    });
}

/** The roster's list of waves and resends, for those who run the activation. */
export function listActivationWaves(actor: Actor, activationId: string) {
  const activation = requireRunnable(actor, activationId);
  return waveRowsOf(activation.id);
}

/** The roster's follow-ups as the page shows them: times written in the chapter's zone. */
export function toWaveRowsPage(rows: WaveRow[], zone: string, lang: string) {
  return rows.map((w) => ({
    id: w.id,
    manual: w.afterMinutes === null,
    afterMinutes: w.afterMinutes,
    target: w.target,
    targetName: w.targetName,
    status: w.status,
    stoppedReason: w.stoppedReason,
    recipients: w.recipients,
    queued: w.queued,
    dueLabel: formatInZone(w.dueAt, zone, lang),
    ranLabel: w.ranAt ? formatInZone(w.ranAt, zone, lang) : null,
  }));
}
