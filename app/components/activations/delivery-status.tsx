import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import type { PageDelivery } from "~/models/activation-view.server";

export type Channel = "email" | "sms" | "push";
export type ChannelData = NonNullable<PageDelivery["email"]>;

export const STATE_KEYS = {
  queued: "activations.delivery.state.queued",
  sent: "activations.delivery.state.sent",
  failed: "activations.delivery.state.failed",
  opened: "activations.delivery.state.opened",
  replied: "activations.delivery.state.replied",
} as const;

export const STATE_BADGES = {
  queued: "badge-neutral",
  sent: "badge-pending",
  failed: "badge-rejected",
  opened: "badge-pending",
  replied: "badge-approved",
} as const;

export const CHANNEL_KEYS = {
  email: "activations.delivery.email",
  sms: "activations.delivery.sms",
  push: "activations.delivery.push",
} as const;

/** A channel's latest message as its line says it (sent at, failed with, retrying, queued). */
export function channelText(t: TFunction, channel: Channel, c: ChannelData) {
  const name = t(CHANNEL_KEYS[channel]);
  const error = c.error ?? t("activations.delivery.noReason");
  return c.state === "sent"
    ? t("activations.delivery.channelSent", { channel: name, time: c.atLabel })
    : c.state === "failed"
      ? t("activations.delivery.channelFailed", { channel: name, error })
      : c.retrying
        ? t("activations.delivery.channelRetrying", { channel: name, error })
        : t("activations.delivery.channelQueued", { channel: name });
}

function ChannelLine({ channel, c }: { channel: Channel; c: ChannelData }) {
  const { t } = useT();
  const text = channelText(t, channel, c);
  return (
    <li data-testid={`delivery-${channel}`} data-state={c.state}>
      {text}
      {c.fellBackTo ? ` · ${t("activations.delivery.fellBackTo", { channel: t(CHANNEL_KEYS[c.fellBackTo]) })}` : null}
      {c.fallbackFor
        ? ` · ${t("activations.delivery.fallbackFor", { channel: t(CHANNEL_KEYS[c.fallbackFor]) })}`
        : null}
    </li>
  );
}

/**
 * A member's delivery status on the roster: how far the call-out got (a badge: queued, sent,
 * failed, link opened, replied) and each channel's latest message, with the provider's error and
 * any failover to the other channel.
 */
export function DeliveryStatus({ delivery }: { delivery: PageDelivery | null }) {
  const { t } = useT();
  if (!delivery) return <>—</>;
  return (
    <span className="block" data-testid="delivery" data-state={delivery.state}>
      <span className={STATE_BADGES[delivery.state]}>{t(STATE_KEYS[delivery.state])}</span>
      <ul className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {delivery.email ? <ChannelLine channel="email" c={delivery.email} /> : null}
        {delivery.sms ? <ChannelLine channel="sms" c={delivery.sms} /> : null}
        {delivery.push ? <ChannelLine channel="push" c={delivery.push} /> : null}
        {delivery.openedLabel ? <li>{t("activations.delivery.openedAt", { time: delivery.openedLabel })}</li> : null}
      </ul>
    </span>
  );
}
