import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useEffect, useRef, useState } from "react";
import { useHomeTranslation } from "~/i18n/parts/home";

/** Made by scripts/make-logo-video.ts from the logo artwork: 3 s, 800 × 450, looping. */
const VIDEO = {
  webm: "/video/logo.webm",
  mp4: "/video/logo.mp4",
  poster: "/video/logo-poster.webp",
  width: 800,
  height: 450,
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// The spec asks for load and autoplay errors to be logged to the console; they never stop the
// page (the poster stays).
function warn(problem: string, detail: unknown) {
  console.warn(`Video logo: ${problem}`, detail);
}

function play(video: HTMLVideoElement) {
  // Browsers allow muted autoplay only; set the property, whatever the markup said.
  video.muted = true;
  video.play().catch((error: unknown) => warn("autoplay failed", error));
}

/**
 * The video logo: muted, looping, inline. It starts when it first comes near the screen (so
 * nothing downloads before) and not at all under prefers-reduced-motion, where the poster
 * stays until the visitor presses play. The button pauses it, as moving content must allow.
 */
export function LogoVideo({ className }: { className?: string }) {
  const { t } = useHomeTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || window.matchMedia(REDUCED_MOTION).matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        play(video);
      },
      { rootMargin: "200px" },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) play(video);
    else video.pause();
  };

  return (
    <div className={clsx("relative", className)}>
      <video
        ref={videoRef}
        className="block h-auto w-full"
        width={VIDEO.width}
        height={VIDEO.height}
        poster={VIDEO.poster}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => warn("could not be played", videoRef.current?.error)}
      >
        <source src={VIDEO.webm} type="video/webm" />
        {/* An error here means no source could be loaded: the first one failing falls back to this one. */}
        <source src={VIDEO.mp4} type="video/mp4" onError={() => warn("could not be loaded", VIDEO.mp4)} />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={t(playing ? "home.experience.pauseVideo" : "home.experience.playVideo")}
        className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition hover:bg-black/75"
      >
        {playing ? (
          <SpriteIcon name="pause" className="size-5" />
        ) : (
          <SpriteIcon name="play" className="size-5" />
        )}
      </button>
    </div>
  );
}
