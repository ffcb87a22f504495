import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import type { PushState } from "~/offline/push.client";
import { useHydrated } from "~/utils/use-hydrated";
import { Section } from "./section";

const CARD = {
  headingId: "push-alerts-heading",
  title: "dashboard.pushAlerts.title",
  description: "dashboard.pushAlerts.description",
};

const STATE_KEYS = {
  unsupported: "dashboard.pushAlerts.unsupported",
  denied: "dashboard.pushAlerts.denied",
  off: "dashboard.pushAlerts.off",
  on: "dashboard.pushAlerts.on",
} as const;

const ERROR_KEYS = {
  denied: "dashboard.pushAlerts.errorDenied",
  subscribe: "dashboard.pushAlerts.errorSubscribe",
  server: "dashboard.pushAlerts.errorServer",
} as const;

/**
 * "Call-out alerts on this device": Web Push needs a script (the browser's permission prompt, the
 * subscription, the service worker), so without JavaScript the card says so and offers nothing to
 * press; email and SMS reach the member either way. With JavaScript it shows this browser's state
 * and one button to turn alerts on (asking permission) or off.
 */
export function PushAlertsSection({ publicKey, devices: initialDevices }: { publicKey: string; devices: number }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<PushState | null>(null);
  const [devices, setDevices] = useState(initialDevices);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<keyof typeof ERROR_KEYS | null>(null);

  useEffect(() => {
    let live = true;
    void import("~/offline/push.client").then(async (push) => {
      const now = await push.currentPushState();
      if (live) setState(now);
      if (now !== "on") return;
      const confirmed = await push.confirmPush().catch(() => null);
      if (live && confirmed) setDevices(confirmed.devices);
    });
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    setBusy(true);
    setError(null);
    const push = await import("~/offline/push.client");
    try {
      const result = state === "on" ? await push.turnOffPush() : await push.turnOnPush(publicKey);
      if (result) setDevices(result.devices);
    } catch (e) {
      setError(e instanceof push.PushSetupError ? e.reason : "server");
    }
    setState(await push.currentPushState());
    setBusy(false);
  }

  return (
    <Section card={CARD}>
      <div data-testid="push-alerts">
        {!hydrated ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("dashboard.pushAlerts.needsJs")}</p>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-slate-900 dark:text-white">
              {state ? t(STATE_KEYS[state]) : t("dashboard.pushAlerts.checking")}
            </p>
            {state === "on" || state === "off" ? (
              <button type="button" className="btn-secondary mt-3" onClick={toggle} disabled={busy}>
                {busy
                  ? t("dashboard.pushAlerts.working")
                  : state === "on"
                    ? t("dashboard.pushAlerts.turnOff")
                    : t("dashboard.pushAlerts.turnOn")}
              </button>
            ) : null}
            {error ? (
              <p role="alert" className="field-error mt-2">
                {t(ERROR_KEYS[error])}
              </p>
            ) : null}
          </>
        )}
        <p className="mt-3 text-xs text-slate-700 dark:text-slate-300" data-testid="push-devices">
          {devices ? t("dashboard.pushAlerts.devices", { count: devices }) : t("dashboard.pushAlerts.noDevices")}
        </p>
      </div>
    </Section>
  );
}
