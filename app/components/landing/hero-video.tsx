import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";

const POSTER = "/media/hero-poster.jpg";
const VIDEO = "/media/hero-loop.webm";
const LARGE = "(min-width: 1024px)";
// 1×1 transparent GIF: what <picture> shows below the large breakpoint (nothing is downloaded).
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The hero's muted looping video, on large screens only. It is never in the server HTML: after
 * hydration, and only when the screen is large, the <video> is created. Small screens and visitors
 * without JS get at most the poster (and on small screens not even that: the <picture> source only
 * matches the large breakpoint). Visitors who prefer reduced motion start paused; a button pauses or
 * plays it (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { t } = useT();
  const [large, setLarge] = useState(false);
  const [playing, setPlaying] = useState(true);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const mq = window.matchMedia(LARGE);
    const update = () => setLarge(mq.matches);
    update();
    mq.addEventListener("change", update);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
    return () => mq.removeEventListener("change", update);
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (playing) v.pause();
    else void v.play().catch(() => undefined);
    setPlaying(!playing);
  };

  return (
    <div
      className="relative hidden aspect-video overflow-hidden rounded-xl bg-slate-900 shadow-xl lg:block"
      data-testid="hero-media"
    >
      {large ? (
        <>
          <video
            ref={video}
            className="h-full w-full object-cover"
            autoPlay={playing}
            muted
            loop
            playsInline
            preload="none"
            poster={POSTER}
            aria-hidden="true"
            tabIndex={-1}
            data-testid="hero-video"
          >
            <source src={VIDEO} type="video/webm" />
          </video>
          <button
            type="button"
            onClick={toggle}
            className="absolute bottom-3 right-3 rounded-md bg-slate-950/80 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-950"
          >
            {playing ? t("landing.video.pause") : t("landing.video.play")}
          </button>
        </>
      ) : (
        <picture>
          <source media={LARGE} srcSet={POSTER} />
          <img src={BLANK} alt="" width={960} height={540} className="h-full w-full object-cover" />
        </picture>
      )}
    </div>
  );
}
